import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGE_MODULES } from './landing-pages';
import { routes } from './router';

describe('landing pages', () => {
  it.each(Object.entries(LANDING_PAGE_MODULES))(
    'name the route modules the router loads for %s, in order',
    async (page, names) => {
      const lazies = (matchRoutes(routes, page) ?? []).flatMap(({ route }) =>
        typeof route.lazy === 'function' ? [route.lazy] : [],
      );
      const loaded = await Promise.all(lazies.map((lazy) => lazy()));
      const expected = await Promise.all(names.map((name) => import(`./routes/${name}.tsx`)));
      expect(loaded).toEqual(expected);
      loaded.forEach((module, index) => expect(module).toBe(expected[index]));
    },
  );
});
