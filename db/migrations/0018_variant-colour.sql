ALTER TABLE "product_variants" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_colour_check" CHECK ("product_variants"."colour" is null or "product_variants"."colour" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
-- The shop's seeded variants get their colours (a shop seeded before this had none).
UPDATE "product_variants" AS v SET "colour" = c.colour
FROM "products" AS p, (VALUES
  ('seidenkrawatte-uni', 'Marineblau', '#1f2a44'),
  ('seidenkrawatte-uni', 'Bordeaux', '#6d1f2f'),
  ('seidenkrawatte-uni', 'Silbergrau', '#a7abb0'),
  ('strickkrawatte', 'Dunkelgrün', '#23402f'),
  ('strickkrawatte', 'Schwarz', '#1b1b1d'),
  ('fliege-seide', 'Schwarz', '#1b1b1d'),
  ('fliege-seide', 'Nachtblau', '#182038'),
  ('fliege-seide', 'Bordeaux', '#6d1f2f'),
  ('manschettenknoepfe-perlmutt', 'Weiß', '#f4f1ea'),
  ('einstecktuch-leinen', 'Weiß', '#f7f5f0'),
  ('einstecktuch-leinen', 'Hellblau', '#a9c4e0')
) AS c(slug, name, colour)
WHERE v.product_id = p.id AND p.slug = c.slug AND v.name->>'de' = c.name AND v.colour IS NULL;
