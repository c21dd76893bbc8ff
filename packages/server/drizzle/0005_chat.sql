CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"unread_by_b" integer DEFAULT 0 NOT NULL,
	"unread_by_c" integer DEFAULT 0 NOT NULL,
	"last_message" text NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_conversations_unread_non_negative" CHECK ("chat_conversations"."unread_by_b" >= 0 and "chat_conversations"."unread_by_c" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"conversation_id" uuid NOT NULL,
	"from_side" text NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"is_read_by_b" boolean NOT NULL,
	"is_read_by_c" boolean NOT NULL,
	CONSTRAINT "chat_messages_from_valid" CHECK ("chat_messages"."from_side" in ('B', 'C')),
	CONSTRAINT "chat_messages_body_length" CHECK (char_length("chat_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_business_member_unique" ON "chat_conversations" USING btree ("business_id","member_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_business_last" ON "chat_conversations" USING btree ("business_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_member_last" ON "chat_conversations" USING btree ("member_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_seq" ON "chat_messages" USING btree ("conversation_id","seq");