import { MAX_CONCURRENT_ROUTE_PRELOADS } from '@alongside/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createPreloadQueue, createRoutePreloader, prefetchAllowed, routeLoadersFor } from './route-preload';

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

    const preload = createRoutePreloader(routes);
    preload('/jobs');
    preload('/jobs');
    await vi.waitFor(() => expect(page).toHaveBeenCalledOnce());
    expect(layout).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });
});
