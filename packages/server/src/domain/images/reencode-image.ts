import sharp, { type Sharp } from 'sharp';
import { IMAGE_MESSAGES, MAX_IMAGE_PIXELS, type ImageContentType } from '../../contract.js';
import { tooLarge, unsupportedMediaType } from '../errors.js';
import { oneAtATime } from './one-at-a-time.js';

// libvips' operation cache would keep decoded uploads in memory after they are answered.
sharp.cache(false);
// One libvips thread per picture: an upload's pixel work never takes more than one core.
sharp.concurrency(1);

/**
 * Each accepted type is written back as itself. Sharp writes no metadata unless asked, so EXIF
 * (a phone photo's GPS position, its camera), XMP and colour profiles are dropped; an embedded
 * profile is applied first, so the colours come out as sRGB. JPEG and WebP are lossy at quality 90: near the original, smaller than
 * most cameras write.
 */
const ENCODERS: Record<ImageContentType, (image: Sharp) => Sharp> = {
  'image/png': (image) => image.png(),
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
};

/**
 * Every frame is read, so an animated GIF or WebP stays animated (with its timing and looping),
 * and every frame counts against the pixel limit. The limit is also libvips' own: it refuses
 * before allocating, whatever the header check below missed.
 */
const INPUT = { animated: true, limitInputPixels: MAX_IMAGE_PIXELS } as const;

/** The format name sharp reports for a content type (`image/jpeg` → `jpeg`). */
const formatOf = (contentType: ImageContentType) => contentType.slice('image/'.length);

/**
 * Decodes an uploaded image of the type its first bytes named and returns the server's own
 * encoding of its pixels, so nothing the sender put around or inside the picture (a page after a
 * PNG's header, a script after a GIF's end, EXIF) is ever stored or served. The size is read from
 * the header before any pixel is decoded: a small file claiming gigapixels is refused at once.
 * Decoding runs on libuv's thread pool, never on the event loop, one picture at a time.
 */
export async function reencodeImage(bytes: Buffer, contentType: ImageContentType): Promise<Buffer> {
  const notAnImage = () => unsupportedMediaType(IMAGE_MESSAGES.notAnImage);
  // The header alone, without a pixel limit: libvips' would answer "not an image" to a bomb.
  const header = await sharp(bytes, { ...INPUT, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (header.format !== formatOf(contentType)) throw notAnImage();
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw tooLarge(IMAGE_MESSAGES.tooManyPixels);
  // Turned upright as its EXIF said, since that EXIF is not kept (only when needed: rotating
  // flattens an animation).
  const upright = (header.orientation ?? 1) > 1;
  return oneAtATime(() => {
    const image = sharp(bytes, INPUT);
    return ENCODERS[contentType](upright ? image.autoOrient() : image).toBuffer();
  }).catch(() => {
    throw notAnImage();
  });
}
