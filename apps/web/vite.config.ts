/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
