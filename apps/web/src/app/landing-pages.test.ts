import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGE_MODULES } from './landing-pages';
import { routes } from './router';

const ROUTE_MODULES = import.meta.glob<Record<string, unknown>>('./routes/*.{ts,tsx}');

function routeModule(name: string): Promise<Record<string, unknown>> {
  const load = ROUTE_MODULES[`./routes/${name}.tsx`] ?? ROUTE_MODULES[`./routes/${name}.ts`];
  if (!load) throw new Error(`No route module ${name}`);
  return load();
}

describe('landing pages', () => {
  it.each(Object.entries(LANDING_PAGE_MODULES))(
    'name the route modules the router loads for %s, in order',
    async (page, names) => {
      const lazies = (matchRoutes(routes, page) ?? []).flatMap(({ route }) =>
        typeof route.lazy === 'function' ? [route.lazy] : [],
      );
      const loaded = await Promise.all(lazies.map((lazy) => lazy()));
      const expected = await Promise.all(names.map((name) => routeModule(name)));
      expect(loaded).toHaveLength(expected.length);
      loaded.forEach((module, index) => {
        // An area's file gives the router one of its pages as `Component`.
        if (names[index]!.endsWith('-area'))
          expect(Object.values(expected[index]!)).toContain((module as { Component: unknown }).Component);
        else expect(module).toBe(expected[index]);
      });
    },
  );
});
