CREATE TABLE "purchase_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"reward_transaction_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"wallet_cents" bigint NOT NULL,
	"gift_card_cents" bigint NOT NULL,
	"gift_card_to_wallet_cents" bigint NOT NULL,
	"points_due" bigint NOT NULL,
	"bonus_points_due" bigint NOT NULL,
	"points_reversed" bigint NOT NULL,
	"points_shortfall" bigint NOT NULL,
	"store_id" uuid,
	"counter" text,
	"actor_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchase_returns_amount_positive" CHECK ("purchase_returns"."amount_cents" > 0),
	CONSTRAINT "purchase_returns_shares" CHECK ("purchase_returns"."wallet_cents" >= 0 and "purchase_returns"."gift_card_cents" >= 0 and "purchase_returns"."gift_card_to_wallet_cents" >= 0 and "purchase_returns"."gift_card_to_wallet_cents" <= "purchase_returns"."gift_card_cents" and "purchase_returns"."wallet_cents" + "purchase_returns"."gift_card_cents" <= "purchase_returns"."amount_cents"),
	CONSTRAINT "purchase_returns_points" CHECK ("purchase_returns"."points_due" >= 0 and "purchase_returns"."bonus_points_due" >= 0 and "purchase_returns"."points_reversed" >= 0 and "purchase_returns"."points_shortfall" >= 0 and "purchase_returns"."points_reversed" + "purchase_returns"."points_shortfall" = "purchase_returns"."points_due" + "purchase_returns"."bonus_points_due")
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_valid";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_valid";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "purchase_return_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_reward_transaction_id_reward_transactions_id_fk" FOREIGN KEY ("reward_transaction_id") REFERENCES "public"."reward_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_returns_reward_transaction" ON "purchase_returns" USING btree ("reward_transaction_id");--> statement-breakpoint
CREATE INDEX "purchase_returns_business_created" ON "purchase_returns" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_purchase_return_id_purchase_returns_id_fk" FOREIGN KEY ("purchase_return_id") REFERENCES "public"."purchase_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_valid" CHECK ("audit_events"."action" in ('sign-in', 'code-check-failed', 'device-deleted', 'staff-added', 'staff-updated', 'reward-plan-changed', 'refund', 'gift-card-template-added', 'gift-card-template-updated', 'gift-card-template-published', 'gift-card-template-deleted', 'refund-refused', 'alert-updated', 'alert-settings-changed', 'consent-accepted', 'consent-left', 'consent-blocked', 'return', 'return-refused'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_valid" CHECK ("ledger_entries"."kind" in ('NewSubscription', 'FirstShoppingBonus', 'Reward', 'Conversion', 'Redeem', 'Refund', 'Purchase', 'Return'));