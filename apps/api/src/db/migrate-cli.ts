// `npm run db:migrate`: brings the configured database (PGlite in DATA_DIR, or DATABASE_URL) to the
// latest committed migration. The server does the same at start; this is for deploy pipelines.
import path from 'node:path';
import { ConfigError, loadConfig } from '../lib/config';
import { openDatabase } from './database';

try {
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  await handle.close();
  console.log(`Migrations applied (${handle.kind}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : 'Could not apply the migrations.');
  if (!(error instanceof ConfigError)) console.error(error);
  process.exit(1);
}
