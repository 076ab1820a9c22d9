/// <reference types="vitest/config" />
import { randomBytes } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Names this build (spec §4 "new build detection"): compiled into the app and written to
 * builds/latest.json, which open pages poll. `BUILD_ID` lets CI use its commit or run number.
 */
const BUILD_ID = process.env['BUILD_ID'] ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

/** Writes builds/latest.json ({ id, built_at }) next to the app; the API serves it with no-cache. */
function buildManifest(id: string): Plugin {
  return {
    name: 'alongside-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ id, built_at: new Date().toISOString() })}\n`,
      });
    },
  };
}

// Colours: keep in step with src/app/theme.ts (primary) and index.html (background).
const THEME_COLOR = '#5b2a86';
const BACKGROUND_COLOR = '#f7f5fa';

export default defineConfig({
  define: { __ALONGSIDE_BUILD_ID__: JSON.stringify(BUILD_ID) },
  plugins: [
    react(),
    buildManifest(BUILD_ID),
    // Service worker and web manifest: docs/decisions/009-pwa-and-offline.md.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      // lib/pwa/service-worker-registration.ts registers it, after the first page has rendered.
      injectRegister: false,
      injectManifest: {
        // index.html is left out on purpose (the server fills in its configuration); builds/ is polled.
        // The Sentry SDK (150 KB gzip) is only downloaded where a DSN is configured, and then online.
        globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
        globIgnores: ['**/index.html', 'builds/**', 'sw.js', 'assets/start-sentry-*.js'],
      },
      manifest: {
        id: '/',
        name: 'Alongside',
        short_name: 'Alongside',
        description:
          'Alongside connects people looking for disability support with independent support workers.',
        lang: 'en-AU',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Cheap phones on slow links: report every chunk's gzip size so growth is visible in review.
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file: one request, and one gzip window instead of
        // several small shared chunks. Lazy routes still get their own chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    // The API (apps/api) serves /api in every environment; in development Vite forwards to it.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Whole-app tests load lazy routes; the first load of a route compiles it.
    testTimeout: 20_000,
  },
});
