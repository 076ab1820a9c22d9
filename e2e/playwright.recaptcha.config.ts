import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The same app with reCAPTCHA configured, on its own port; Google itself is stood in by the spec.
const port = Number(process.env['E2E_RECAPTCHA_PORT'] ?? 3211);

export default defineConfig({
  ...base,
  testMatch: 'shell-recaptcha.spec.ts',
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    ...(Array.isArray(base.webServer) ? base.webServer[0] : base.webServer)!,
    url: `http://localhost:${port}/api/health`,
    env: {
      ...(Array.isArray(base.webServer) ? base.webServer[0] : base.webServer)!.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      RECAPTCHA_SITE_KEY: 'e2e-site-key',
      RECAPTCHA_SECRET: 'e2e-secret',
    },
  },
});
