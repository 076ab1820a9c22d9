import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeDiscovery } from './route-discovery';
import { routes } from './router';

/** Every page's path pattern in a table, with an example path for it. */
function examplePaths(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path?.startsWith('/') ? route.path : [parent, route.path].filter(Boolean).join('/');
    const own =
      route.path !== undefined || route.index
        ? [`/${path.replace(/:[\w-]+/g, 'x7').replace('*', 'no/such/page')}`]
        : [];
    return [...own, ...(route.children ? examplePaths(route.children, path) : [])];
  });
}

const ids = (table: RouteObject[], path: string) => matchRoutes(table, path)?.map((match) => match.route.id);

describe('the route table a part at a time', () => {
  const table = routeDiscovery(routes);
  const paths = [
    ...new Set(examplePaths(routes)),
    '/JOBS',
    '/Jobs/x7',
    '/%6Aobs',
    '/no-such-page',
    '/jobs/x7/more',
  ];

  it.each(paths)('%s matches the same routes in its part as in the whole table', (path) => {
    const whole = ids(routes, path);
    expect(whole).toBeDefined();
    expect(ids(table.routesFor(path), path)).toEqual(whole);
  });

  it('starts a router with a small part of the table', () => {
    const count = (list: readonly RouteObject[]): number =>
      list.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
    expect(count(table.forRouter('/').routes)).toBeLessThan(count(routes) / 3);
  });

  it('gives a router the branches of a new path once, under the parents it has', async () => {
    const { routes: first, patchRoutesOnNavigation } = table.forRouter('/');
    const patches: [string | null, RouteObject[]][] = [];
    const navigate = (path: string) =>
      patchRoutesOnNavigation({
        path,
        signal: new AbortController().signal,
        matches: [],
        fetcherKey: undefined,
        patch: (parentId, children) => patches.push([parentId, children]),
      });
    await navigate('/jobs/x7');
    expect(patches.length).toBeGreaterThan(0);
    // Under a parent the router already has, each part only once.
    const given = new Set(examplePaths(first).flatMap((path) => ids(first, path) ?? []));
    for (const [parentId] of patches) expect(given.has(parentId!)).toBe(true);
    const patched = patches.flatMap(([, children]) => children.map((child) => child.id));
    expect(new Set(patched).size).toBe(patched.length);

    patches.length = 0;
    await navigate('/jobs/other');
    await navigate('/');
    expect(patches).toEqual([]);
  });
});
