-- Referral codes (docs/domain.md, "Referrals"): 8 characters of the contract's REFERRAL_CODE_ALPHABET
-- (no 0/O, 1/I/L). Volatile, so each business added below, and each later one, gets its own.
CREATE FUNCTION "countertop_referral_code"() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 8)
$$;--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"referrer_subscription_id" uuid NOT NULL,
	"referred_member_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reward_transaction_id" uuid,
	"earned_at" timestamp with time zone,
	"bonus_points" bigint DEFAULT 0 NOT NULL,
	"purchase_return_id" uuid,
	"reversed_at" timestamp with time zone,
	"points_reversed" bigint DEFAULT 0 NOT NULL,
	"points_shortfall" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "referrals_status_valid" CHECK ("referrals"."status" in ('Pending', 'Earned', 'Reversed')),
	CONSTRAINT "referrals_earned" CHECK (("referrals"."status" = 'Pending') = ("referrals"."reward_transaction_id" is null) and ("referrals"."reward_transaction_id" is null) = ("referrals"."earned_at" is null)),
	CONSTRAINT "referrals_reversed" CHECK (("referrals"."status" = 'Reversed') = ("referrals"."purchase_return_id" is not null) and ("referrals"."purchase_return_id" is null) = ("referrals"."reversed_at" is null)),
	CONSTRAINT "referrals_points" CHECK ("referrals"."bonus_points" >= 0 and "referrals"."points_reversed" >= 0 and "referrals"."points_shortfall" >= 0 and ("referrals"."status" <> 'Reversed' or "referrals"."points_reversed" + "referrals"."points_shortfall" = "referrals"."bonus_points"))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_valid";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "referral_code" text DEFAULT countertop_referral_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "referred_by_business_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "referral_id" uuid;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_subscription_id_subscriptions_id_fk" FOREIGN KEY ("referrer_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_member_id_members_id_fk" FOREIGN KEY ("referred_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_transaction_id_reward_transactions_id_fk" FOREIGN KEY ("reward_transaction_id") REFERENCES "public"."reward_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_purchase_return_id_purchase_returns_id_fk" FOREIGN KEY ("purchase_return_id") REFERENCES "public"."purchase_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_business_member_unique" ON "referrals" USING btree ("business_id","referred_member_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_subscription_id");--> statement-breakpoint
CREATE INDEX "referrals_reward_transaction" ON "referrals" USING btree ("reward_transaction_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_referred_by_business_id_businesses_id_fk" FOREIGN KEY ("referred_by_business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_referral_code_unique" ON "businesses" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_referral_code_unique" ON "subscriptions" USING btree ("referral_code");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_referral_code_format" CHECK ("businesses"."referral_code" ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_referral_code_format" CHECK ("subscriptions"."referral_code" ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$');--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_valid" CHECK ("ledger_entries"."kind" in ('NewSubscription', 'FirstShoppingBonus', 'Reward', 'Conversion', 'Redeem', 'Refund', 'Purchase', 'Return', 'Expiry', 'ReferralBonus'));