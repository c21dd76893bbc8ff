-- UNLOGGED: counters need no crash safety or replicas (src/db/schema/rate-limit-counters.ts).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "otp_sends_email_sent";--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "requested_from" text;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD COLUMN "requested_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_otp_codes" ADD COLUMN "requested_from" text;--> statement-breakpoint
CREATE INDEX "otp_sends_email_address_sent" ON "otp_sends" USING btree ("email","requested_from","sent_at");