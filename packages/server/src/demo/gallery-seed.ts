import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Tx } from '../db/client.js';
import { businesses, galleryImages, offers } from '../db/schema/index.js';
import { imageUrl } from '../domain/images/image-urls.js';
import { checkImage, storeImage } from '../domain/images/stored-images.js';
import type { Logger } from '../logger.js';
import { DEMO_BUSINESS } from './accounts.js';
import { encodePng, type Rgb } from './png.js';

const DAY = 24 * 60 * 60_000;
const WIDTH = 480;
const HEIGHT = 320;

type Pattern = (x: number, y: number) => boolean;

const stripes: Pattern = (x) => Math.floor(x / 30) % 2 === 0;
const checks: Pattern = (x, y) => (Math.floor(x / 40) + Math.floor(y / 40)) % 2 === 0;
const diagonal: Pattern = (x, y) => Math.floor((x + y) / 28) % 2 === 0;
const rings: Pattern = (x, y) => Math.floor(Math.hypot(x - WIDTH / 2, y - HEIGHT / 2) / 24) % 2 === 0;

/** A colour block with a simple pattern in a second colour: recognisable at a glance, tiny as a PNG. */
function picture(base: Rgb, accent: Rgb, pattern: Pattern): Buffer {
  return encodePng(WIDTH, HEIGHT, (x, y) => (pattern(x, y) ? accent : base));
}

/** The demo gallery, and the demo offers (demo/front-desk-seed.ts, by title) that show each picture. */
const PICTURES = [
  {
    title: 'Flat white',
    category: 'Coffee',
    offers: ['Flat white Fridays'],
    png: () => picture([111, 78, 55], [237, 224, 200], stripes),
  },
  {
    title: 'Pastries',
    category: 'Food',
    offers: ['Pastry pair'],
    png: () => picture([214, 160, 72], [250, 236, 204], checks),
  },
  {
    title: 'Winter blend',
    category: 'Coffee',
    offers: ['Winter blend tasting', 'Flat white Fridays'],
    png: () => picture([38, 52, 86], [126, 156, 204], diagonal),
  },
  {
    title: 'Double points',
    category: 'Promotions',
    offers: ['Double points week'],
    png: () => picture([176, 42, 55], [252, 208, 92], rings),
  },
] as const;

/**
 * The demo gallery: pictures the project draws itself, stored through the same checks as an
 * upload, then shown on the demo offers that have no images yet. Keyed on the demo business having
 * no gallery images: it runs once (also for a data directory seeded before the gallery existed),
 * and an owner's own images or offer changes are never touched.
 */
export async function seedGallery(tx: Tx, clock: Clock, log: Logger): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('demo-gallery', 0))`);
  const [business] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.handle, DEMO_BUSINESS.handle));
  if (!business) return false;
  const [existing] = await tx
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .where(eq(galleryImages.businessId, business.id))
    .limit(1);
  if (existing) return false;

  const now = clock.now();
  const imagesOf = new Map<string, string[]>();
  for (const [i, item] of PICTURES.entries()) {
    const at = new Date(now.getTime() - (PICTURES.length - i) * DAY);
    const image = await checkImage(new Blob([new Uint8Array(item.png())], { type: 'image/png' }));
    const name = await storeImage(tx, business.id, image, at);
    await tx.insert(galleryImages).values({
      businessId: business.id,
      imageName: name,
      title: item.title,
      category: item.category,
      createdAt: at,
    });
    for (const title of item.offers) imagesOf.set(title, [...(imagesOf.get(title) ?? []), imageUrl(name)]);
  }
  for (const [title, images] of imagesOf) {
    await tx
      .update(offers)
      .set({ images })
      .where(
        and(
          eq(offers.businessId, business.id),
          eq(offers.title, title),
          sql`cardinality(${offers.images}) = 0`,
        ),
      );
  }
  log.info(`Demo gallery loaded (${PICTURES.length} images)`);
  return true;
}
