import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { businesses } from '../../../db/schema/index.js';
import { imageUrl, storedNameOfUrl } from '../../../domain/images/image-urls.js';
import { checkImage, deleteStoredImage, storeImage } from '../../../domain/images/stored-images.js';

/**
 * A new logo: checked as every uploaded image is, stored under a new name (so its URL changes and
 * no cache shows the old one), and the old logo's bytes deleted in the same transaction. The row
 * lock keeps two uploads at once from both deleting the same old logo and leaving one orphaned.
 */
export async function replaceLogo(db: Database, businessId: string, file: Blob, now: Date): Promise<string> {
  const image = await checkImage(file);
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({ logoUrl: businesses.logoUrl })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    const url = imageUrl(await storeImage(tx, businessId, image, now));
    await tx.update(businesses).set({ logoUrl: url }).where(eq(businesses.id, businessId));
    // A logo is always an upload of its own (never a gallery image), so its bytes can go.
    const previous = business?.logoUrl ? storedNameOfUrl(business.logoUrl, '') : undefined;
    if (previous) await deleteStoredImage(tx, businessId, previous);
    return url;
  });
}
