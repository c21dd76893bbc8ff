CREATE TABLE "points_expiry_reminders" (
	"subscription_id" uuid NOT NULL,
	"lot_month" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_expiry_reminders_subscription_id_lot_month_pk" PRIMARY KEY("subscription_id","lot_month")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_valid";--> statement-breakpoint
ALTER TABLE "reward_plans" ADD COLUMN "points_expiry_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_plans" ADD COLUMN "points_expiry_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "points_lot_month" date;--> statement-breakpoint
ALTER TABLE "points_expiry_reminders" ADD CONSTRAINT "points_expiry_reminders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_expiry_lot" ON "ledger_entries" USING btree ("subscription_id","points_lot_month") WHERE "ledger_entries"."kind" = 'Expiry';--> statement-breakpoint
ALTER TABLE "reward_plans" ADD CONSTRAINT "reward_plans_points_expiry_months" CHECK ("reward_plans"."points_expiry_months" >= 0 and "reward_plans"."points_expiry_months" <= 120);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_expiry_lot" CHECK (("ledger_entries"."kind" = 'Expiry') = ("ledger_entries"."points_lot_month" is not null) and ("ledger_entries"."kind" <> 'Expiry' or "ledger_entries"."account" = 'points'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_valid" CHECK ("ledger_entries"."kind" in ('NewSubscription', 'FirstShoppingBonus', 'Reward', 'Conversion', 'Redeem', 'Refund', 'Purchase', 'Return', 'Expiry'));