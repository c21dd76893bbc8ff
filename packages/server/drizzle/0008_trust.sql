CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"actor_user_id" uuid,
	"member_id" uuid,
	"store_id" uuid,
	"subject" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alerts_rule_valid" CHECK ("alerts"."rule" in ('rewards-per-member', 'refund-over-limit', 'refund-then-redeem', 'far-above-median')),
	CONSTRAINT "alerts_status_valid" CHECK ("alerts"."status" in ('New', 'Seen', 'Dismissed'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_valid";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "alert_rewards_per_member_day" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "alert_refund_redeem_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "alert_median_multiple" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "refund_limit_cents" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_refund_limit_cents" bigint DEFAULT 30000 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_sell_giftcards" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consent" text DEFAULT 'Invited' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consent_changed_at" timestamp with time zone;--> statement-breakpoint
-- Subscriptions made before consent existed keep the contact their shops already had (docs/decisions.md).
UPDATE "subscriptions" SET "consent" = 'Accepted';--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_business_rule_dedupe" ON "alerts" USING btree ("business_id","rule","dedupe_key");--> statement-breakpoint
CREATE INDEX "alerts_business_created" ON "alerts" USING btree ("business_id","created_at","id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_valid" CHECK ("audit_events"."action" in ('sign-in', 'code-check-failed', 'device-deleted', 'staff-added', 'staff-updated', 'reward-plan-changed', 'refund', 'gift-card-template-added', 'gift-card-template-updated', 'gift-card-template-published', 'gift-card-template-deleted', 'refund-refused', 'alert-updated', 'alert-settings-changed', 'consent-accepted', 'consent-left', 'consent-blocked'));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_alert_thresholds_positive" CHECK ("businesses"."alert_rewards_per_member_day" >= 1 and "businesses"."alert_refund_redeem_minutes" >= 1 and "businesses"."alert_median_multiple" >= 2);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_refund_limits_non_negative" CHECK ("users"."refund_limit_cents" >= 0 and "users"."daily_refund_limit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_consent_valid" CHECK ("subscriptions"."consent" in ('Invited', 'Accepted', 'Blocked'));