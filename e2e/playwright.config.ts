import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One server for the whole run, on its own port and data folder (PGlite, demo data, outbox).
const port = Number(process.env['E2E_PORT'] ?? 3210);
process.env['E2E_DATA_DIR'] ??= path.resolve(import.meta.dirname, '../.test-data', `e2e-${Date.now()}`);
const dataDir = process.env['E2E_DATA_DIR'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  // Generous for a busy 2-core machine: two journeys at once, each with its browser, share the cores
  // with the server, and a sign-up's password hashing alone can then take seconds. A failing
  // expectation still fails; it only waits longer first.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env['CI']
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs a busy 2-core machine about a quarter of the journeys' time, even when
    // it is thrown away: CI, which retries a failed journey once, records the retry only.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium: Playwright never downloads a browser here.
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // shell-recaptcha.spec.ts needs the server with reCAPTCHA configured: playwright.recaptcha.config.ts.
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [
        '**/pwa-update.spec.ts',
        '**/shell-recaptcha.spec.ts',
        '**/hire-a-worker.spec.ts',
        '**/refund-an-order.spec.ts',
      ],
    },
    // These files change demo data other journeys read as seeded (one of the demo client's jobs is
    // filled, Wes's paid order is refunded in part): they run after them.
    {
      name: 'marketplace',
      use: { browserName: 'chromium' },
      testMatch: ['**/hire-a-worker.spec.ts', '**/refund-an-order.spec.ts'],
      dependencies: ['chromium'],
    },
    // This file swaps the served sw.js for a moment (a new deployment), so it runs alone, in order,
    // after every other journey.
    {
      name: 'deployment',
      use: { browserName: 'chromium' },
      testMatch: '**/pwa-update.spec.ts',
      dependencies: ['chromium', 'marketplace'],
      fullyParallel: false,
    },
  ],
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // Every journey signs up from the same address; the limits themselves are tested in the API suite.
      RATE_LIMIT_FACTOR: '50',
      SEED_DEMO: 'true',
      // The journeys count and name what they find: only the demo people, not the synthetic workers.
      SEED_SYNTHETIC_WORKERS: '0',
    },
  },
});
