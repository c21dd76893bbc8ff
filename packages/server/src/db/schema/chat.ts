import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';
import { members } from './members.js';

/** Who wrote a message: the business ('B', owner or staff) or the member ('C'). */
export type ChatSide = 'B' | 'C';

/**
 * One business and one member talking. The unread counts of each side live here, changed in the
 * same transaction as the messages, so the list and hasNewMsg read one row instead of counting.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberRowId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    unreadByB: integer('unread_by_b').notNull().default(0),
    unreadByC: integer('unread_by_c').notNull().default(0),
    lastMessage: text('last_message').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_conversations_business_member_unique').on(t.businessId, t.memberRowId),
    index('chat_conversations_business_last').on(t.businessId, t.lastMessageAt),
    index('chat_conversations_member_last').on(t.memberRowId, t.lastMessageAt),
    check('chat_conversations_unread_non_negative', sql`${t.unreadByB} >= 0 and ${t.unreadByC} >= 0`),
  ],
);

/** A message, stored as the plain text that was sent (trimmed); never HTML. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order messages were stored in (two may share a millisecond). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    from: text('from_side').$type<ChatSide>().notNull(),
    /** The owner's or staff member's user id, or the member's memberId. */
    senderId: text('sender_id').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    isReadByB: boolean('is_read_by_b').notNull(),
    isReadByC: boolean('is_read_by_c').notNull(),
  },
  (t) => [
    index('chat_messages_conversation_seq').on(t.conversationId, t.seq),
    check('chat_messages_from_valid', sql`${t.from} in ('B', 'C')`),
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
