ALTER TABLE "vouchers" ADD COLUMN "issued_code" text;--> statement-breakpoint
-- Codes drawn by the shop were printed in groups of five; other codes (the demo's) as stored.
UPDATE "vouchers" SET "issued_code" = CASE WHEN char_length("code") = 20 THEN regexp_replace("code", '(.{5})(?!$)', '\1-', 'g') ELSE "code" END;--> statement-breakpoint
ALTER TABLE "vouchers" ALTER COLUMN "issued_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_issued_code_check" CHECK ("vouchers"."code" = upper(regexp_replace("vouchers"."issued_code", '[[:space:]-]', '', 'g')));
