CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" uuid,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"actor_member_id" uuid,
	"subject" text,
	"ip_address" text NOT NULL,
	"device_uuid" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_events_action_valid" CHECK ("audit_events"."action" in ('sign-in', 'code-check-failed', 'device-deleted', 'staff-added', 'staff-updated', 'reward-plan-changed', 'refund', 'gift-card-template-added', 'gift-card-template-updated', 'gift-card-template-published', 'gift-card-template-deleted'))
);
--> statement-breakpoint
ALTER TABLE "member_gift_cards" DROP CONSTRAINT "member_gift_cards_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "member_gift_cards" DROP CONSTRAINT "member_gift_cards_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "member_gift_cards" DROP CONSTRAINT "member_gift_cards_template_id_gift_card_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "reward_transactions" DROP CONSTRAINT "reward_transactions_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "reward_transactions" DROP CONSTRAINT "reward_transactions_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_member_gift_card_id_member_gift_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_reward_transaction_id_reward_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_refund_id_refunds_id_fk";
--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD COLUMN "deleted_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_business_created" ON "audit_events" USING btree ("business_id","created_at","id");--> statement-breakpoint
ALTER TABLE "member_gift_cards" ADD CONSTRAINT "member_gift_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_cards" ADD CONSTRAINT "member_gift_cards_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_cards" ADD CONSTRAINT "member_gift_cards_template_id_gift_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_card_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_gift_card_id_member_gift_cards_id_fk" FOREIGN KEY ("member_gift_card_id") REFERENCES "public"."member_gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reward_transaction_id_reward_transactions_id_fk" FOREIGN KEY ("reward_transaction_id") REFERENCES "public"."reward_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- History is append-only: written by hand after drizzle-kit's statements (it does not model
-- triggers). A refused change raises SQLSTATE 55000 (object_not_in_prerequisite_state).
CREATE FUNCTION "refuse_history_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is refused: this history is append-only', TG_OP, TG_TABLE_NAME
    USING ERRCODE = '55000';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_history_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_history_change"();--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "refuse_history_change"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_history_change"();--> statement-breakpoint
-- Templates and offers are only ever soft-deleted (status Deleted, deleted_at).
CREATE TRIGGER "gift_card_templates_soft_delete_only" BEFORE DELETE ON "gift_card_templates" FOR EACH ROW EXECUTE FUNCTION "refuse_history_change"();--> statement-breakpoint
CREATE TRIGGER "offers_soft_delete_only" BEFORE DELETE ON "offers" FOR EACH ROW EXECUTE FUNCTION "refuse_history_change"();
