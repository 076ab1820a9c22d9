/// <reference types="vitest/config" />
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  LANDING_PAGE_MODULES,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  SESSION_FIRST_PAGES,
} from './src/app/landing-pages.ts';
import type { prerenderPage } from './src/app/prerender.tsx';
import { routeFilesPath } from './src/lib/pwa/build-version.ts';

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

/**
 * Writes a `.br` and a `.gz` copy beside each built text file, which the API sends to browsers that
 * accept them (docs/decisions/011-first-page-performance.md): compressing once at the highest level
 * costs nothing per request, and the first page's JavaScript is about a third of its raw size.
 */
function precompress(): Plugin {
  return {
    name: 'alongside-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!/\.(?:js|css|svg|json|webmanifest)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        // Below about a packet, compression saves no round trip.
        if (source.length < 1024) continue;
        const target = path.join(outDir, file.fileName);
        writeFileSync(`${target}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        );
      }
    },
  };
}

/**
 * Writes `.vite/route-preloads.json`: for each landing page, the files its route modules need beyond
 * the first bundle (the module's chunk and everything it imports statically). The API turns them into
 * modulepreload links; `.vite/` is never served. The same list goes to `assets/route-preloads-<build>.json`,
 * from which the app preloads the pages a page links to without running their code (lib/idle-work/route-preload.ts).
 */
function routePreloads(
  pages: Readonly<Record<string, readonly string[]>>,
  sessionFirstPages: readonly string[],
  buildId: string,
): Plugin {
  return {
    name: 'alongside-route-preloads',
    apply: 'build',
    generateBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[], into = new Set<string>()) => {
        for (const file of start) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      // index.html already loads these.
      const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      // A page's own module (`home.tsx`) or its area's file of pages (`jobs-area.ts`).
      const routeChunk = (name: string) =>
        chunks.find((chunk) =>
          [`/src/app/routes/${name}.tsx`, `/src/app/routes/${name}.ts`].some((end) =>
            chunk.facadeModuleId?.endsWith(end),
          ),
        );
      const sessionReader = [...this.getModuleIds()].find((id) =>
        id.endsWith('/src/lib/auth/get-session.ts'),
      );
      const sessionFiles = (sessionReader ? this.getModuleInfo(sessionReader)?.dynamicallyImportedIds : [])
        ?.map((id) => chunks.find((chunk) => chunk.moduleIds.includes(id))?.fileName)
        .filter((file): file is string => file !== undefined);
      const preloads: Record<string, string[]> = {};
      for (const [page, modules] of Object.entries(pages)) {
        const routeChunks = modules.map(routeChunk);
        // A stale entry costs that page its head start, never the build; landing-pages.test.ts fails.
        if (routeChunks.some((chunk) => !chunk)) {
          this.warn(`landing-pages.ts: ${page} names a module that is not a lazy route; no preloads.`);
          continue;
        }
        const files = routeChunks.map((chunk) => chunk!.fileName);
        if (sessionFirstPages.includes(page)) files.push(...(sessionFiles ?? []));
        preloads[page] = [...closure(files)].filter((file) => !initial.has(file)).map((file) => `/${file}`);
      }
      const source = `${JSON.stringify(preloads, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source });
      this.emitFile({ type: 'asset', fileName: routeFilesPath(buildId).slice(1), source });
    },
  };
}

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>/;

/**
 * Writes `.vite/prerendered-pages.json`: for each signed-out landing page, the built index.html with
 * the page's first render in `#root` and its MUI styles in the head (app/prerender.tsx), which the
 * API serves for that path (docs/decisions/019-prerendered-landing-pages.md). The pages are rendered
 * from the same source as the bundle, loaded through Vite in Node, in production mode, so the markup
 * and Emotion's class names are those the browser's first render makes.
 */
function prerenderPages(pages: readonly string[], define: Record<string, string>): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'alongside-prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!ROOT_ELEMENT.test(indexHtml))
        throw new Error('index.html has no <div id="root"> to prerender into.');
      const server = await createServer({
        configFile: false,
        root,
        mode: 'production',
        define,
        logLevel: 'warn',
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          prerenderPage: typeof prerenderPage;
        };
        const written: Record<string, string> = {};
        for (const page of pages) {
          const { body, styles } = await module.prerenderPage(page);
          written[page] = indexHtml
            .replace('</head>', () => `${styles}</head>`)
            .replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page}">${body}</div>`);
        }
        mkdirSync(path.join(outDir, '.vite'), { recursive: true });
        writeFileSync(path.join(outDir, '.vite', 'prerendered-pages.json'), `${JSON.stringify(written)}\n`);
      } finally {
        await server.close();
      }
    },
  };
}

// Colours: keep in step with src/app/theme.ts (primary) and index.html (background).
const THEME_COLOR = '#5b2a86';
const BACKGROUND_COLOR = '#f7f5fa';

const DEFINE = { __ALONGSIDE_BUILD_ID__: JSON.stringify(BUILD_ID) };

/**
 * React Router publishes a production build beside its development one, but its package's exports
 * name only the development files (remix-run/react-router#12532 and #14753), whose warnings and
 * checks then run on every phone. A build takes the production files; the development server and
 * the tests keep the warnings.
 */
const ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '..',
  'production',
);
const PRODUCTION_ROUTER_ALIASES = [
  { find: /^react-router$/, replacement: path.join(ROUTER_PRODUCTION, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(ROUTER_PRODUCTION, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  define: DEFINE,
  resolve: { alias: command === 'build' ? PRODUCTION_ROUTER_ALIASES : [] },
  plugins: [
    react(),
    buildManifest(BUILD_ID),
    precompress(),
    routePreloads(LANDING_PAGE_MODULES, SESSION_FIRST_PAGES, BUILD_ID),
    prerenderPages(PRERENDERED_PAGES, DEFINE),
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
    // Every browser we build for preloads modules natively except Safari 16, where Vite's loader
    // falls back to rel=preload for lazy routes; the polyfill's bytes stay out of the entry
    // (docs/decisions/034-entry-budget-and-area-files.md).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A shared chunk of the MUI group is named after every page that uses it, joined by "~";
        // its first word is enough, and asset names stay words, dots and dashes (the server's rule).
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        // Everything the first page needs in one file: one request, and one gzip window instead of
        // several small shared chunks. Lazy routes still get their own chunks, with fewer and larger
        // shared files.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The contract's paths (no zod) in one small file rather than one per area.
            { name: 'calls', test: /packages[\\/]contract[\\/]src[\\/].*\.calls\.ts$/ },
            // MUI's components as the pages share them, with pieces under 20 KB merged into a
            // neighbour: the signed-in home page needed 66 files, and a trace showed each file
            // costing the main thread about 8 ms at a phone's speed (decision 011).
            {
              name: 'mui',
              test: /node_modules[\\/]@mui[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
            },
          ],
        },
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
}));
