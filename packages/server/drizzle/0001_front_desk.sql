CREATE TABLE "gift_card_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"face_value_cents" bigint NOT NULL,
	"discount_basis_points" integer NOT NULL,
	"actual_value_cents" bigint NOT NULL,
	"validity_days" integer,
	"status" text NOT NULL,
	"sold_number" integer DEFAULT 0 NOT NULL,
	"use_in_store" boolean DEFAULT true NOT NULL,
	"use_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "gift_card_templates_status_valid" CHECK ("gift_card_templates"."status" in ('Draft', 'Published', 'Deleted')),
	CONSTRAINT "gift_card_templates_face_positive" CHECK ("gift_card_templates"."face_value_cents" > 0),
	CONSTRAINT "gift_card_templates_discount_range" CHECK ("gift_card_templates"."discount_basis_points" between 0 and 10000),
	CONSTRAINT "gift_card_templates_actual_range" CHECK ("gift_card_templates"."actual_value_cents" >= 0 and "gift_card_templates"."actual_value_cents" <= "gift_card_templates"."face_value_cents"),
	CONSTRAINT "gift_card_templates_validity_positive" CHECK ("gift_card_templates"."validity_days" is null or "gift_card_templates"."validity_days" >= 1),
	CONSTRAINT "gift_card_templates_sold_non_negative" CHECK ("gift_card_templates"."sold_number" >= 0),
	CONSTRAINT "gift_card_templates_deleted_at" CHECK (("gift_card_templates"."status" = 'Deleted') = ("gift_card_templates"."deleted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "member_gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"face_value_cents" bigint NOT NULL,
	"price_paid_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"store_id" uuid NOT NULL,
	"counter" text NOT NULL,
	"sold_by_user_id" uuid NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_gift_cards_balance_range" CHECK ("member_gift_cards"."balance_cents" >= 0 and "member_gift_cards"."balance_cents" <= "member_gift_cards"."face_value_cents"),
	CONSTRAINT "member_gift_cards_price_range" CHECK ("member_gift_cards"."price_paid_cents" >= 0 and "member_gift_cards"."price_paid_cents" <= "member_gift_cards"."face_value_cents")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" uuid NOT NULL,
	"device_uuid" text,
	"platform" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_code" text NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "members_member_code_format" CHECK ("members"."member_code" ~ '^[1-9][0-9]{8}$'),
	CONSTRAINT "members_username_format" CHECK ("members"."username" ~ '^[a-z][a-z0-9._]{2,29}$'),
	CONSTRAINT "members_email_lower" CHECK ("members"."email" = lower("members"."email"))
);
--> statement-breakpoint
CREATE TABLE "reward_plans" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'Points' NOT NULL,
	"points_for_new_subscription" integer DEFAULT 50 NOT NULL,
	"points_bonus_for_first_shopping" integer DEFAULT 25 NOT NULL,
	"referral_bonus" integer DEFAULT 100 NOT NULL,
	"points_per_dollar_spent" integer DEFAULT 1 NOT NULL,
	"minimum_points_redeem_target" integer DEFAULT 1000 NOT NULL,
	"minimum_points_target_value_cents" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_plans_bonuses_non_negative" CHECK ("reward_plans"."points_for_new_subscription" >= 0 and "reward_plans"."points_bonus_for_first_shopping" >= 0 and "reward_plans"."referral_bonus" >= 0),
	CONSTRAINT "reward_plans_editable_at_least_one" CHECK ("reward_plans"."points_per_dollar_spent" >= 1 and "reward_plans"."minimum_points_redeem_target" >= 1 and "reward_plans"."minimum_points_target_value_cents" >= 1)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"points_balance" bigint DEFAULT 0 NOT NULL,
	"wallet_balance_cents" bigint DEFAULT 0 NOT NULL,
	"total_points_earned" bigint DEFAULT 0 NOT NULL,
	"total_money_spent_cents" bigint DEFAULT 0 NOT NULL,
	"times_shopped" integer DEFAULT 0 NOT NULL,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"total_referred" integer DEFAULT 0 NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_points_non_negative" CHECK ("subscriptions"."points_balance" >= 0),
	CONSTRAINT "subscriptions_wallet_non_negative" CHECK ("subscriptions"."wallet_balance_cents" >= 0),
	CONSTRAINT "subscriptions_counters_non_negative" CHECK ("subscriptions"."total_points_earned" >= 0 and "subscriptions"."total_money_spent_cents" >= 0 and "subscriptions"."times_shopped" >= 0 and "subscriptions"."times_redeemed" >= 0 and "subscriptions"."total_referred" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"store_id" uuid NOT NULL,
	"counter" text NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"counter" text NOT NULL,
	"initiator_user_id" uuid NOT NULL,
	"billing_cents" bigint NOT NULL,
	"wallet_redeem_cents" bigint NOT NULL,
	"gift_card_redeem_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by_user_id" uuid,
	"deleted_at" timestamp with time zone,
	"points_earned" bigint,
	CONSTRAINT "reward_transactions_status_valid" CHECK ("reward_transactions"."status" in ('INITIATED', 'CUSTOMER_APPROVED', 'CUSTOMER_REJECTED', 'COMPLETED', 'DELETED')),
	CONSTRAINT "reward_transactions_billing_positive" CHECK ("reward_transactions"."billing_cents" > 0),
	CONSTRAINT "reward_transactions_redeem_range" CHECK ("reward_transactions"."wallet_redeem_cents" >= 0 and "reward_transactions"."gift_card_redeem_cents" >= 0 and "reward_transactions"."wallet_redeem_cents" + "reward_transactions"."gift_card_redeem_cents" <= "reward_transactions"."billing_cents"),
	CONSTRAINT "reward_transactions_completed" CHECK (("reward_transactions"."status" = 'COMPLETED') = ("reward_transactions"."completed_at" is not null and "reward_transactions"."completed_by_user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"account" text NOT NULL,
	"member_gift_card_id" uuid,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reward_transaction_id" uuid,
	"refund_id" uuid,
	"store_id" uuid NOT NULL,
	"counter" text NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_account_valid" CHECK ("ledger_entries"."account" in ('points', 'wallet', 'gift_card')),
	CONSTRAINT "ledger_entries_kind_valid" CHECK ("ledger_entries"."kind" in ('NewSubscription', 'FirstShoppingBonus', 'Reward', 'Conversion', 'Redeem', 'Refund', 'Purchase')),
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_balance_non_negative" CHECK ("ledger_entries"."balance_after" >= 0),
	CONSTRAINT "ledger_entries_gift_card_account" CHECK (("ledger_entries"."account" = 'gift_card') = ("ledger_entries"."member_gift_card_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "offers_status_valid" CHECK ("offers"."status" in ('Draft', 'Published', 'Deleted'))
);
--> statement-breakpoint
ALTER TABLE "gift_card_templates" ADD CONSTRAINT "gift_card_templates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_cards" ADD CONSTRAINT "member_gift_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_cards" ADD CONSTRAINT "member_gift_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_cards" ADD CONSTRAINT "member_gift_cards_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_cards" ADD CONSTRAINT "member_gift_cards_template_id_gift_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_card_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_cards" ADD CONSTRAINT "member_gift_cards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_cards" ADD CONSTRAINT "member_gift_cards_sold_by_user_id_users_id_fk" FOREIGN KEY ("sold_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_plans" ADD CONSTRAINT "reward_plans_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_initiator_user_id_users_id_fk" FOREIGN KEY ("initiator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_gift_card_id_member_gift_cards_id_fk" FOREIGN KEY ("member_gift_card_id") REFERENCES "public"."member_gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reward_transaction_id_reward_transactions_id_fk" FOREIGN KEY ("reward_transaction_id") REFERENCES "public"."reward_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_templates_business_status" ON "gift_card_templates" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "member_gift_cards_subscription" ON "member_gift_cards" USING btree ("subscription_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_business_key_unique" ON "idempotency_keys" USING btree ("business_id","key");--> statement-breakpoint
CREATE INDEX "member_otp_codes_email_created" ON "member_otp_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_sessions_token_hash_unique" ON "member_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_sessions_member" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_member_code_unique" ON "members" USING btree ("member_code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_unique" ON "members" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_unique" ON "members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_business_member_unique" ON "subscriptions" USING btree ("business_id","member_id");--> statement-breakpoint
CREATE INDEX "subscriptions_member" ON "subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "refunds_business_created" ON "refunds" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_transactions_business_created" ON "reward_transactions" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_transactions_member_status" ON "reward_transactions" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "ledger_entries_subscription" ON "ledger_entries" USING btree ("subscription_id","account","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_gift_card" ON "ledger_entries" USING btree ("member_gift_card_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_reward_transaction" ON "ledger_entries" USING btree ("reward_transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_business_created" ON "ledger_entries" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_business_status" ON "offers" USING btree ("business_id","status");