import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers above 1 KB (JSON lists, CSV exports, the OpenAPI document) with brotli or
 * gzip, as the browser accepts. Brotli at quality 4: on the fly, a higher quality costs more CPU
 * per answer than it saves on the wire. The built apps' files arrive already compressed
 * (http/static-assets.ts): an answer that carries a Content-Encoding is left alone.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
