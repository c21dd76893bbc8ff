ALTER TABLE "businesses" ADD COLUMN "bank_account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "bank_bsb" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "bank_account_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "bank_branch" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_bank_bsb_format" CHECK ("businesses"."bank_bsb" ~ '^([0-9]{3}-[0-9]{3})?$');--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_bank_account_number_format" CHECK ("businesses"."bank_account_number" ~ '^([0-9]{6,10})?$');