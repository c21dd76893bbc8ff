import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { isStoredImageName, UPLOADS_PATH } from '../domain/images/image-urls.js';
import { STORED_IMAGE_MESSAGES } from '../domain/images/messages.js';
import { findStoredImage } from '../domain/images/stored-images.js';

/**
 * GET /uploads/<name>: a stored image, from the database, so every instance serves every image.
 * Public, as an `<img>` sends no token; names are random UUIDs. A name is never reused, so the
 * answer may be cached forever. The bytes are the server's own encoding of the picture
 * (domain/images/reencode-image.ts), and nosniff keeps a browser from reading them as anything
 * but that type.
 */
export function serveUploadedImages(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { name: string } }>(
    `${UPLOADS_PATH}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const image = isStoredImageName(name) ? await findStoredImage(db, name) : undefined;
      if (!image) return reply.code(404).send({ error: STORED_IMAGE_MESSAGES.notFound });
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    },
  );
}
