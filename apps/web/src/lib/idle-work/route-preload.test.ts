import { MAX_CONCURRENT_ROUTE_PRELOADS } from '../web-settings';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  createPreloadQueue,
  createRoutePreloader,
  loadPageFiles,
  pageFilesOf,
  prefetchAllowed,
  routeLoadersFor,
} from './route-preload';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('route preloading (spec §7, §9)', () => {
  it('runs at most 4 preloads at once and starts the next as one ends', async () => {
    const queue = createPreloadQueue();
    const gates = Array.from({ length: 6 }, deferred);
    gates.forEach((gate) => queue.add(() => gate.promise));
    expect(queue.running).toBe(MAX_CONCURRENT_ROUTE_PRELOADS);
    expect(queue.waiting).toBe(2);
    gates[0]!.resolve();
    await vi.waitFor(() => expect(queue.waiting).toBe(1));
    expect(queue.running).toBe(MAX_CONCURRENT_ROUTE_PRELOADS);
  });

  it('keeps going after a preload fails', async () => {
    const queue = createPreloadQueue(1);
    const second = vi.fn(async () => undefined);
    queue.add(() => Promise.reject(new Error('offline')));
    queue.add(second);
    await vi.waitFor(() => expect(second).toHaveBeenCalled());
  });

  it.each([
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [undefined, true],
  ])('prefetches on %o: %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });

  it('finds the lazy modules of every route that renders a path, and loads each once', async () => {
    const layout = vi.fn(async () => ({}));
    const page = vi.fn(async () => ({}));
    const other = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        lazy: layout,
        children: [
          { path: 'jobs', lazy: page },
          { path: 'chat', lazy: other },
        ],
      },
    ];
    expect(routeLoadersFor(routes, '/jobs')).toEqual([layout, page]);
    expect(routeLoadersFor(routes, '/nowhere')).toEqual([]);

    const preload = createRoutePreloader(() => routes);
    preload('/jobs');
    preload('/jobs');
    await vi.waitFor(() => expect(page).toHaveBeenCalledOnce());
    expect(layout).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });

  it('only downloads the files of a page the build lists, each once, and runs no route module for it', async () => {
    const layout = vi.fn(async () => ({}));
    const page = vi.fn(async () => ({}));
    const routes: RouteObject[] = [{ lazy: layout, children: [{ path: 'register', lazy: page }] }];
    const listed: Record<string, string[]> = {
      '/register': ['/assets/guest-layout-1.js', '/assets/register-2.js'],
      '/contact-us': ['/assets/guest-layout-1.js', '/assets/contact-us-3.js'],
    };
    const preloadFile = vi.fn(async (_file: string) => undefined);
    const preload = createRoutePreloader(
      () => routes,
      createPreloadQueue(),
      (path) => listed[path],
      preloadFile,
    );
    preload('/register');
    preload('/contact-us');
    await vi.waitFor(() => expect(preloadFile).toHaveBeenCalledTimes(3));
    expect(preloadFile.mock.calls.map(([file]) => file)).toEqual([
      '/assets/guest-layout-1.js',
      '/assets/register-2.js',
      '/assets/contact-us-3.js',
    ]);
    expect(layout).not.toHaveBeenCalled();
    expect(page).not.toHaveBeenCalled();
  });

  it('looks a path up once, however often its link is pointed at or shown again', async () => {
    const pageFiles = vi.fn((path: string) => (path === '/register' ? ['/assets/register-2.js'] : undefined));
    const preloadFile = vi.fn(async (_file: string) => undefined);
    const preload = createRoutePreloader(() => [], createPreloadQueue(), pageFiles, preloadFile);
    for (let time = 0; time < 5; time++) preload('/register');
    preload('/contact-us');
    await vi.waitFor(() => expect(preloadFile).toHaveBeenCalledOnce());
    expect(pageFiles.mock.calls).toEqual([['/register'], ['/contact-us']]);
  });
});

describe("the build's list of page files", () => {
  const answer = (body: unknown, status = 200) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );

  it('keeps only plain script names under /assets/', async () => {
    answer({ '/login': ['/assets/login-1.js'], '/evil': ['https://elsewhere.example/x.js'], '/bad': 'x' });
    expect(await loadPageFiles('/assets/route-preloads-b.json')).toEqual({
      '/login': ['/assets/login-1.js'],
    });
  });

  it('is null when the build has none (the development server) or the network fails', async () => {
    answer({}, 404);
    expect(await loadPageFiles('/assets/route-preloads-b.json')).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await loadPageFiles('/assets/route-preloads-b.json')).toBeNull();
  });
});

describe("a page's files in the build's list", () => {
  const list = {
    '/jobs': ['/assets/jobs-area-1.js'],
    '/jobs/:id': ['/assets/jobs-area-1.js', '/assets/job-2.js'],
    '/profile/required-documents/:document': ['/assets/document-3.js'],
  };

  it.each([
    ['/jobs', list['/jobs']],
    ['/jobs/4b1c', list['/jobs/:id']],
    ['/profile/required-documents/wwc', list['/profile/required-documents/:document']],
    ['/jobs/4b1c/edit', undefined],
    ['/search', undefined],
    ['/constructor', undefined],
  ])('%s: %j', (pathname, files) => {
    expect(pageFilesOf(list, pathname)).toEqual(files);
  });
});
