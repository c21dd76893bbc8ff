import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * Writes a Y4M video (the raw format Chromium's `--use-file-for-fake-video-capture` plays in a
 * loop) that shows `text` as a QR code, black on white in the middle of a square frame, as a
 * member pass held up to the counter's camera. Square, because the scanner asks for a 1:1 video.
 */
export function writeQrVideo(
  text: string,
  file: string,
  { side = 480, frames = 5, moduleSize = 8 } = {},
): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quietZone = 4;
  const codeSide = (modules + 2 * quietZone) * moduleSize;
  if (codeSide > side) throw new Error(`a ${modules}-module code does not fit in ${side}px`);
  const origin = Math.floor((side - codeSide) / 2) + quietZone * moduleSize;

  // Luma: 235 is white, 16 black (video range). Chroma 128 is grey: no colour at all.
  const luma = Buffer.alloc(side * side, 235);
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < moduleSize; y++) {
        const start = (origin + row * moduleSize + y) * side + origin + col * moduleSize;
        luma.fill(16, start, start + moduleSize);
      }
    }
  }
  const chroma = Buffer.alloc((side / 2) * (side / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
