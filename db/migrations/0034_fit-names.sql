-- The fits' French and Spanish names changed (core/measures/fit-names.ts), and with them the part
-- texts that name a fit. Only texts still as first seeded are renamed: an edit in the back office stays.
-- Names swap places within a locale (fr 'Coupe ajustée' was slim, is now tailored), so each statement
-- matches one part id and its old text.
UPDATE "catalog_translations" SET "name" = 'Coupe slim' WHERE "kind" = 'part' AND "ref_id" = 45 AND "locale" = 'fr' AND "name" = 'Coupe ajustée';
--> statement-breakpoint
UPDATE "catalog_translations" SET "name" = 'Coupe ajustée' WHERE "kind" = 'part' AND "ref_id" = 46 AND "locale" = 'fr' AND "name" = 'Coupe cintrée';
--> statement-breakpoint
UPDATE "catalog_translations" SET "name" = 'Coupe classique' WHERE "kind" = 'part' AND "ref_id" = 47 AND "locale" = 'fr' AND "name" = 'Coupe droite';
--> statement-breakpoint
UPDATE "catalog_translations" SET "name" = 'Corte entallado' WHERE "kind" = 'part' AND "ref_id" = 45 AND "locale" = 'es' AND "name" = 'Corte slim';
--> statement-breakpoint
UPDATE "catalog_translations" SET "name" = 'Corte semientallado' WHERE "kind" = 'part' AND "ref_id" = 46 AND "locale" = 'es' AND "name" = 'Corte entallado';
--> statement-breakpoint
UPDATE "catalog_translations" SET "description" = 'Un poignet aux coins coupés en biais. Il a une allure moderne et s’accorde bien avec un col italien et une coupe slim.' WHERE "kind" = 'part' AND "ref_id" = 13 AND "locale" = 'fr' AND "description" = 'Un poignet aux coins coupés en biais. Il a une allure moderne et s’accorde bien avec un col italien et une coupe ajustée.';
--> statement-breakpoint
UPDATE "catalog_translations" SET "description" = 'Un dos sans pli pour une ligne nette. Recommandé avec une coupe ajustée ou slim.' WHERE "kind" = 'part' AND "ref_id" = 40 AND "locale" = 'fr' AND "description" = 'Un dos sans pli pour une ligne nette. Recommandé avec une coupe cintrée ou ajustée.';
--> statement-breakpoint
UPDATE "catalog_translations" SET "description" = 'Una espalda sin pliegues para una línea limpia. Recomendable con corte semientallado o entallado.' WHERE "kind" = 'part' AND "ref_id" = 40 AND "locale" = 'es' AND "description" = 'Una espalda sin pliegues para una línea limpia. Recomendable con corte entallado o slim.';
--> statement-breakpoint
UPDATE "catalog_translations" SET "description" = 'Un pli central sous l’empiècement vous laisse plus d’aisance aux épaules. Un classique des chemises oxford et des coupes classiques.' WHERE "kind" = 'part' AND "ref_id" = 41 AND "locale" = 'fr' AND "description" = 'Un pli central sous l’empiècement vous laisse plus d’aisance aux épaules. Un classique des chemises oxford et des coupes droites.';
--> statement-breakpoint
UPDATE "catalog_translations" SET "description" = 'Un pliegue central bajo el canesú le da más libertad de movimiento en los hombros. Un clásico en camisas oxford y cortes clásicos.' WHERE "kind" = 'part' AND "ref_id" = 41 AND "locale" = 'es' AND "description" = 'Un pliegue central bajo el canesú le da más libertad de movimiento en los hombros. Un clásico en camisas oxford y cortes amplios.';
--> statement-breakpoint
UPDATE "catalog_translations" SET "description" = 'Deux pinces verticales épousent votre taille. Pour une silhouette près du corps, surtout en coupe slim.' WHERE "kind" = 'part' AND "ref_id" = 43 AND "locale" = 'fr' AND "description" = 'Deux pinces verticales épousent votre taille. Pour une silhouette près du corps, surtout en coupe ajustée.';
--> statement-breakpoint
UPDATE "catalog_translations" SET "description" = 'Dos pinzas verticales ajustan la espalda a su cintura. Para una silueta especialmente ceñida, sobre todo con corte entallado.' WHERE "kind" = 'part' AND "ref_id" = 43 AND "locale" = 'es' AND "description" = 'Dos pinzas verticales ajustan la espalda a su cintura. Para una silueta especialmente ceñida, sobre todo con corte slim.';
--> statement-breakpoint
UPDATE "catalog_translations" SET "description" = 'Algo marcado en la cintura, con 16 cm de holgura en el pecho. El corte equilibrado para la mayoría de las figuras.' WHERE "kind" = 'part' AND "ref_id" = 46 AND "locale" = 'es' AND "description" = 'Ligeramente entallado, con 16 cm de holgura en el pecho. El corte equilibrado para la mayoría de las figuras.';
--> statement-breakpoint
UPDATE "catalog_translations" SET "description" = 'Une coupe aux lignes droites, avec 20 cm d’aisance à la poitrine. Confortable et généreuse si vous appréciez une grande liberté de mouvement.' WHERE "kind" = 'part' AND "ref_id" = 47 AND "locale" = 'fr' AND "description" = 'Une coupe droite avec 20 cm d’aisance à la poitrine. Confortable et généreuse si vous appréciez une grande liberté de mouvement.';
--> statement-breakpoint
-- Running instances reload the catalogue when its version moves.
UPDATE "catalog_version" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
