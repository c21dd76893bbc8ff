CREATE TABLE "tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_spend_cents" bigint NOT NULL,
	"multiplier_hundredths" integer NOT NULL,
	CONSTRAINT "tiers_min_spend_non_negative" CHECK ("tiers"."min_spend_cents" >= 0),
	CONSTRAINT "tiers_multiplier_grid" CHECK ("tiers"."multiplier_hundredths" between 100 and 300 and "tiers"."multiplier_hundredths" % 5 = 0)
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_valid";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "tier_spend_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tiers" ADD CONSTRAINT "tiers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tiers_business_name_unique" ON "tiers" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tiers_business_min_spend_unique" ON "tiers" USING btree ("business_id","min_spend_cents");--> statement-breakpoint
CREATE INDEX "reward_transactions_subscription_completed" ON "reward_transactions" USING btree ("subscription_id","completed_at");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_valid" CHECK ("audit_events"."action" in ('sign-in', 'code-check-failed', 'device-deleted', 'staff-added', 'staff-updated', 'reward-plan-changed', 'tiers-changed', 'refund', 'gift-card-template-added', 'gift-card-template-updated', 'gift-card-template-published', 'gift-card-template-deleted', 'refund-refused', 'alert-updated', 'alert-settings-changed', 'consent-accepted', 'consent-left', 'consent-blocked', 'return', 'return-refused'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tier_spend_non_negative" CHECK ("subscriptions"."tier_spend_cents" >= 0);