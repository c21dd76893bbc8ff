import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Writes a Y4M video (what Chromium's `--use-file-for-fake-video-capture` plays) of a PNG
 * screenshot, centred on white in a square frame, as a phone held up to the counter's camera.
 * Square, because the back office's scanner asks for a 1:1 video. The PNG is decoded by the page's
 * own canvas (any page will do), so no image library is needed.
 */
export async function writeScreenshotVideo(
  page: Page,
  png: Buffer,
  file: string,
  { side = 480, margin = 40, frames = 5 } = {},
): Promise<void> {
  const luma = await page.evaluate(
    async ({ base64, side, margin }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, side, side);
      const scale = Math.min((side - 2 * margin) / image.width, (side - 2 * margin) / image.height);
      const width = Math.round(image.width * scale);
      const height = Math.round(image.height * scale);
      context.imageSmoothingEnabled = false;
      context.drawImage(
        image,
        Math.round((side - width) / 2),
        Math.round((side - height) / 2),
        width,
        height,
      );
      const { data } = context.getImageData(0, 0, side, side);
      const out: number[] = [];
      // BT.601 luma in video range (16 black to 235 white), as the Y4M's C420jpeg colour space expects.
      for (let i = 0; i < data.length; i += 4) {
        const y = 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
        out.push(Math.round(16 + (y * 219) / 255));
      }
      return out;
    },
    { base64: png.toString('base64'), side, margin },
  );
  const chroma = Buffer.alloc((side / 2) * (side / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma), chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
