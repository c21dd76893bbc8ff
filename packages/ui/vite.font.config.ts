import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/**
 * Countertop's font as dist/countertop-font.css, built after the library (`npm run build`): its
 * own stylesheet, so styles.css carries no font and a brand with its own ships no Inter. The
 * stylesheet is what is published; the entry's empty module is dropped.
 */
export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    {
      name: 'countertop-font-css-only',
      // After Vite has taken the stylesheet out of the entry's chunk.
      enforce: 'post',
      generateBundle(_options, bundle) {
        for (const name of Object.keys(bundle)) if (name.endsWith('.js')) delete bundle[name];
      },
    },
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    lib: {
      entry: { 'countertop-font': 'src/theme/countertopFont.css.ts' },
      formats: ['es'],
      cssFileName: 'countertop-font',
    },
  },
});
