// `npm run seed`: puts the demo accounts into an empty database (never in production).
import path from 'node:path';
import pino from 'pino';
import { systemClock } from '../../lib/clock';
import { diskFileStore } from '../../providers/files/file-store';
import { ConfigError, loadConfig } from '../../lib/config';
import { openDatabase } from '../database';
import { seedDemoData } from './demo';

try {
  const config = loadConfig();
  if (config.env === 'production')
    throw new ConfigError('Seeding is refused in production: demo accounts never go there.');
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  const seeded = await seedDemoData({
    db: handle.db,
    clock: systemClock,
    log: pino({ level: 'silent' }),
    files: diskFileStore(path.join(config.dataDir, 'files')),
  });
  await handle.close();
  console.log(seeded ? 'Demo accounts seeded.' : 'The database already has accounts: nothing seeded.');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : 'Seeding failed.');
  if (!(error instanceof ConfigError)) console.error(error);
  process.exit(1);
}
