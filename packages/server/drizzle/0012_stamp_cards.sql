ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_valid";--> statement-breakpoint
ALTER TABLE "reward_plans" ADD COLUMN "stamps_per_reward" integer DEFAULT 9 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_plans" ADD COLUMN "stamp_reward_cents" integer DEFAULT 450 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_plans" ADD COLUMN "stamp_minimum_spend_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stamps_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD COLUMN "stamps_reversed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD COLUMN "stamps_shortfall" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_plans" ADD CONSTRAINT "reward_plans_type_valid" CHECK ("reward_plans"."type" in ('Points', 'Stamps'));--> statement-breakpoint
ALTER TABLE "reward_plans" ADD CONSTRAINT "reward_plans_stamps" CHECK ("reward_plans"."stamps_per_reward" >= 1 and "reward_plans"."stamp_reward_cents" >= 1 and "reward_plans"."stamp_minimum_spend_cents" >= 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_stamps_non_negative" CHECK ("subscriptions"."stamps_balance" >= 0);--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_stamps" CHECK ("purchase_returns"."stamps_reversed" >= 0 and "purchase_returns"."stamps_shortfall" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_valid" CHECK ("ledger_entries"."account" in ('points', 'stamps', 'wallet', 'gift_card'));