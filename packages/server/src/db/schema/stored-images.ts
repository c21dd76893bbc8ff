import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

/** PostgreSQL `bytea`; node-postgres reads it as a Buffer and writes a Buffer as one. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded image files (gallery images, logos), kept in the database rather than on a disk so
 * every server instance on the same database serves the same image. `name` is generated
 * (a random UUID and the extension of the detected type) and never reused, which is what lets
 * `/uploads/<name>` be cached forever.
 */
export const storedImages = pgTable(
  'stored_images',
  {
    name: text('name').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Detected from the bytes, never taken from the upload. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stored_images_business').on(t.businessId),
    check('stored_images_name_format', sql`${t.name} ~ '^[0-9a-f-]{36}\\.(png|jpg|webp|gif)$'`),
    check(
      'stored_images_content_type',
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`,
    ),
    // 5 MB: MAX_IMAGE_BYTES of the contract.
    check(
      'stored_images_size',
      sql`${t.byteSize} between 1 and 5242880 and octet_length(${t.bytes}) = ${t.byteSize}`,
    ),
  ],
);

export type StoredImageRow = typeof storedImages.$inferSelect;
