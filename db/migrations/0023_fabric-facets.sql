ALTER TABLE "catalog_fabrics" ADD COLUMN "opacity" text DEFAULT 'opaque' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_fabrics" ADD COLUMN "stretch" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_fabrics" ADD COLUMN "season" text DEFAULT 'all-year' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_fabrics" ADD COLUMN "weight_class" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_fabrics" ADD CONSTRAINT "catalog_fabrics_opacity_check" CHECK ("catalog_fabrics"."opacity" in ('sheer', 'semi-opaque', 'opaque'));--> statement-breakpoint
ALTER TABLE "catalog_fabrics" ADD CONSTRAINT "catalog_fabrics_stretch_check" CHECK ("catalog_fabrics"."stretch" in ('none', 'slight', 'stretch'));--> statement-breakpoint
ALTER TABLE "catalog_fabrics" ADD CONSTRAINT "catalog_fabrics_season_check" CHECK ("catalog_fabrics"."season" in ('summer', 'all-year', 'winter'));--> statement-breakpoint
ALTER TABLE "catalog_fabrics" ADD CONSTRAINT "catalog_fabrics_weight_class_check" CHECK ("catalog_fabrics"."weight_class" in ('light', 'medium', 'heavy'));--> statement-breakpoint
-- Hand-added backfill (keep at merge): fabrics stored before this migration get the facets of
-- core/catalog/fabric-facets.ts defaultFacetsOf, judged from weave, weight and the German composition.
UPDATE "catalog_fabrics" f SET
  "weight_class" = CASE WHEN f."weight_gsm" < 115 THEN 'light' WHEN f."weight_gsm" < 150 THEN 'medium' ELSE 'heavy' END,
  "stretch" = CASE WHEN coalesce(t."extra"->>'composition', '') ILIKE '%elasthan%' THEN 'stretch'
    WHEN f."weave" IN ('twill', 'herringbone') THEN 'slight' ELSE 'none' END,
  "season" = CASE WHEN coalesce(t."extra"->>'composition', '') ILIKE '%leinen%' OR f."weight_gsm" < 105 THEN 'summer'
    WHEN f."weave" = 'flannel' OR f."weight_gsm" >= 180 THEN 'winter' ELSE 'all-year' END,
  "opacity" = CASE WHEN f."weight_gsm" < 105 THEN 'sheer'
    WHEN coalesce(t."extra"->>'composition', '') ILIKE '%leinen%'
      OR (f."weight_gsm" < 120 AND f."weave" IN ('poplin', 'end-on-end')) THEN 'semi-opaque'
    ELSE 'opaque' END
FROM "catalog_fabrics" f2
LEFT JOIN "catalog_translations" t ON t."kind" = 'fabric' AND t."ref_id" = f2."id" AND t."locale" = 'de'
WHERE f2."id" = f."id";
