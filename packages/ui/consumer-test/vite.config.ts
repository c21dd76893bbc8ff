import { defineConfig } from 'vite';

// Plain Vite, as a consumer app has it: no vanilla-extract plugin (the package ships compiled CSS)
// and no React plugin (Vite's own transform handles the JSX).
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
