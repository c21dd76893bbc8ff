// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a built app, once at build
// time at the highest levels, so the server sends them as they are (packages/server/src/http/
// static-assets.ts) and never compresses a file per request. Usage: node scripts/precompress.mjs DIR
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
// Below this, a compressed copy saves less than a packet.
const minimumBytes = 1024;

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/precompress.mjs DIR');

let files = 0;
for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  const path = join(entry.parentPath, entry.name);
  if (!entry.isFile() || !compressible.has(extname(entry.name)) || path.includes('/.vite/')) continue;
  const content = readFileSync(path);
  if (content.length < minimumBytes) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
}
console.log(`precompressed ${files} files in ${dir} (brotli and gzip)`);
