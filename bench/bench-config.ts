import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/lib/config';

/**
 * The configuration of an API a benchmark builds in its own process: development mode, warnings
 * only (one log line a request would be much of what a fast route does), a fresh signing secret, no
 * demo data and no web build, its files in `dataDir`.
 */
export function benchConfig(dataDir: string) {
  return loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
}
