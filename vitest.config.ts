import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; `--project <name>` narrows it (CI runs `api` again on PostgreSQL).
export default defineConfig({
  test: {
    // Two cores: two test files at a time. API files each open their own database.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
