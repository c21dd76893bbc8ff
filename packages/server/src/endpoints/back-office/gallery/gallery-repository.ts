import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { GalleryImage } from '../../../contract.js';
import type { Database } from '../../../db/client.js';
import { galleryImages, type GalleryImageRow } from '../../../db/schema/index.js';
import { limitReached } from '../../../domain/errors.js';
import { UPLOADS_BASE_PATH } from '../../../domain/images/image-urls.js';
import { checkImage, storeImage } from '../../../domain/images/stored-images.js';
import { businessPlan, lockPlanAllowance } from '../../../domain/plans/plan-limits.js';
import { GALLERY_MESSAGES } from './messages.js';

export function toGalleryImage(row: GalleryImageRow): GalleryImage {
  return { _id: row.id, name: row.imageName, title: row.title, category: row.category };
}

/**
 * A new gallery image, within the plan's gallery size: the file is checked first, then counted
 * and stored under the plan lock, so two uploads at once cannot both take the last place.
 */
export async function addGalleryImage(
  db: Database,
  businessId: string,
  upload: { file: Blob; title: string; category: string },
  now: Date,
): Promise<GalleryImage> {
  const image = await checkImage(upload.file);
  return db.transaction(async (tx) => {
    const limit = await lockPlanAllowance(tx, businessId, 'gallerySize');
    const [stored] = await tx
      .select({ n: count() })
      .from(galleryImages)
      .where(eq(galleryImages.businessId, businessId));
    if ((stored?.n ?? 0) >= limit) throw limitReached(GALLERY_MESSAGES.planLimit(limit));
    const imageName = await storeImage(tx, businessId, image, now);
    const [row] = await tx
      .insert(galleryImages)
      .values({ businessId, imageName, title: upload.title, category: upload.category, createdAt: now })
      .returning();
    if (!row) throw new Error('gallery image insert returned no row');
    return toGalleryImage(row);
  });
}

/** Title contains the text, case-insensitively (the gallery's search box); no LIKE wildcards. */
function titleContains(text: string): SQL {
  return sql`strpos(lower(${galleryImages.title}), lower(${text})) > 0`;
}

/** One page of the gallery, newest first, with what the screen's `(n/50)` and paging need. */
export async function listGalleryImages(
  db: Database,
  businessId: string,
  query: { offset: number; limit: number; title?: string | undefined },
) {
  const own = eq(galleryImages.businessId, businessId);
  const matching = query.title ? and(own, titleContains(query.title)) : own;
  const [rows, [matched], [all], plan] = await Promise.all([
    db
      .select()
      .from(galleryImages)
      .where(matching)
      .orderBy(desc(galleryImages.createdAt), desc(galleryImages.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(galleryImages).where(matching),
    db.select({ n: count() }).from(galleryImages).where(own),
    businessPlan(db, businessId),
  ]);
  return {
    gallery: {
      images: rows.map(toGalleryImage),
      basePath: UPLOADS_BASE_PATH,
      totalCount: matched?.n ?? 0,
      imageCount: all?.n ?? 0,
      limit: plan.limits.gallerySize,
    },
  };
}
