import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { listGalleryImages as listEndpoint, uploadGalleryImage } from '../../../contract.js';
import { protectedRoute, uploadRoute } from '../../../http/route.js';
import { addGalleryImage, listGalleryImages } from './gallery-repository.js';
import { GALLERY_MESSAGES } from './messages.js';

/** The gallery: owners only (docs/product/management.md §6), always the caller's own business. */
export async function galleryRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  // POST /business/gallary/image/upload (multipart: image, imageName, category?).
  uploadRoute(app, uploadGalleryImage, async ({ auth, body }) => ({
    message: GALLERY_MESSAGES.uploaded,
    data: await addGalleryImage(
      db,
      auth.businessId,
      { file: body.image, title: body.imageName, category: body.category ?? '' },
      clock.now(),
    ),
  }));

  protectedRoute(app, listEndpoint, ({ auth, body }) => listGalleryImages(db, auth.businessId, body));
}
