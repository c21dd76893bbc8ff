import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @countertop/server db:generate` writes a new migration into drizzle/ after a
// schema change; the server applies pending migrations itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
