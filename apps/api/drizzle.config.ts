import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the app itself at start (db/database.ts), on PGlite
// and PostgreSQL alike: drizzle-kit's own migrate fails silently on PGlite with extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
