import { PNG } from 'pngjs';

/** Red, green, blue: 0–255 each. */
export type Rgb = readonly [number, number, number];

/**
 * An opaque PNG drawn by `pixel(x, y)`: the demo's own pictures (so nothing is downloaded) and
 * the tests' real images.
 */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      image.data.set(pixel(x, y), at);
      image.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(image, { colorType: 2 });
}
