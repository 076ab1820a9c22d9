import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; `--project <name>` narrows it (CI runs `api` again on PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          // Each file opens its own database; two cores, so two files at a time.
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
