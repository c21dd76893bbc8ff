import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';
import { storedImages } from './stored-images.js';

/** A business's gallery (docs/product/management.md §3 Gallery image): a titled stored image. */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    // No cascade: deleting a stored image the gallery shows is a bug, and the database says so.
    imageName: text('image_name')
      .notNull()
      .unique()
      .references(() => storedImages.name),
    title: text('title').notNull(),
    category: text('category').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gallery_images_business_created').on(t.businessId, t.createdAt)],
);

export type GalleryImageRow = typeof galleryImages.$inferSelect;
