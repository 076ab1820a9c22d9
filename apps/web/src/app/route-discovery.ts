import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/**
 * The app's route table handed to the router a part at a time (docs/decisions/011, 2026-11-28 fourth
 * session). React Router compiles every path of the table it is given when it starts, which on a slow
 * phone held the first page back by the whole table's worth of work; here it starts with only the
 * routes the first path can match and is given more as the person goes elsewhere
 * (`patchRoutesOnNavigation`). Matching a path against `routesFor(path)` answers as the whole table
 * would: a route whose first segment differs can never match it.
 */
export interface RouteDiscovery {
  /**
   * The routes a path can match: the branches of its first segment, and those that match any path
   * (the same array for every path of one first segment).
   */
  routesFor(pathname: string): RouteObject[];
  /**
   * What one router starts with, for the path it opens at, and the function that gives it the
   * branches of each new path it is sent to (`createBrowserRouter`'s `patchRoutesOnNavigation`).
   */
  forRouter(pathname: string): {
    routes: RouteObject[];
    patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  };
}

/** A route that renders a page (a path or an index), with the routes above it, top first. */
interface Branch {
  routes: readonly RouteObject[];
  /** Its whole path's first segment, in lower case, or ANY for a parameter or a splat. */
  firstSegment: string | typeof ANY;
}

/** The first segment of a branch that can match any path. */
const ANY = Symbol('any first segment');

/**
 * Gives every route of `table` an id (its place in the table, as React Router would) so that parts
 * added later go in beside the ones a router already has, then indexes the branches by first segment.
 */
export function routeDiscovery(table: RouteObject[]): RouteDiscovery {
  assignIds(table, []);
  const byFirstSegment = new Map<string | typeof ANY, Branch[]>();
  for (const branch of branchesOf(table, [], '')) {
    const list = byFirstSegment.get(branch.firstSegment) ?? [];
    list.push(branch);
    byFirstSegment.set(branch.firstSegment, list);
  }
  /** Every route on the branches a path of this first segment can match. */
  const routesOn = (firstSegment: string): Set<RouteObject> =>
    new Set(
      [...(byFirstSegment.get(firstSegment) ?? []), ...(byFirstSegment.get(ANY) ?? [])].flatMap(
        (branch) => branch.routes,
      ),
    );
  // One tree a first segment, so what is put on its routes (a hydrated page's modules) stays there.
  const trees = new Map<string, RouteObject[]>();
  const routesFor = (pathname: string): RouteObject[] => {
    const key = firstSegmentOfPath(pathname);
    let tree = trees.get(key);
    if (!tree) {
      tree = pruned(table, routesOn(key));
      trees.set(key, tree);
    }
    return tree;
  };

  return {
    routesFor,
    forRouter(pathname) {
      // The routes this router has, by id.
      const given = new Set([...routesOn(firstSegmentOfPath(pathname))].map((route) => route.id!));
      return {
        routes: routesFor(pathname),
        patchRoutesOnNavigation({ path, patch }) {
          const wanted = routesOn(firstSegmentOfPath(path));
          const missing = new Set([...wanted].filter((route) => !given.has(route.id!)));
          if (missing.size === 0) return;
          // A missing route whose parent the router has goes in under that parent with its missing
          // descendants: one patch a parent, as the router ranks its whole table again after each.
          for (const [parentId, children] of missingByGivenParent(table, null, missing, given)) {
            patch(parentId, pruned(children, missing));
          }
          for (const route of missing) given.add(route.id!);
        },
      };
    },
  };
}

/** `routes` with only the routes in `keep`, each with only its kept children (copies; the table stays). */
function pruned(routes: readonly RouteObject[], keep: ReadonlySet<RouteObject>): RouteObject[] {
  return routes
    .filter((route) => keep.has(route))
    .map((route) =>
      route.children ? ({ ...route, children: pruned(route.children, keep) } as RouteObject) : route,
    );
}

/** The missing routes whose parent a router has (null: the top of the table), by that parent's id. */
function missingByGivenParent(
  routes: readonly RouteObject[],
  parentId: string | null,
  missing: ReadonlySet<RouteObject>,
  given: ReadonlySet<string>,
  groups = new Map<string | null, RouteObject[]>(),
): Map<string | null, RouteObject[]> {
  for (const route of routes) {
    if (missing.has(route)) groups.set(parentId, [...(groups.get(parentId) ?? []), route]);
    else if (route.children && given.has(route.id!)) {
      missingByGivenParent(route.children, route.id!, missing, given, groups);
    }
  }
  return groups;
}

function assignIds(routes: RouteObject[], place: readonly number[]): void {
  routes.forEach((route, index) => {
    const here = [...place, index];
    route.id ??= here.join('-');
    if (route.children) assignIds(route.children, here);
  });
}

function* branchesOf(
  routes: readonly RouteObject[],
  above: readonly RouteObject[],
  parentPath: string,
): Generator<Branch> {
  for (const route of routes) {
    const chain = [...above, route];
    const path = route.path?.startsWith('/')
      ? route.path
      : [parentPath, route.path].filter(Boolean).join('/');
    if (route.children) yield* branchesOf(route.children, chain, path);
    if (route.path !== undefined || route.index)
      yield { routes: chain, firstSegment: firstSegmentOfPattern(path) };
  }
}

function firstSegmentOfPattern(path: string): string | typeof ANY {
  const first = path.replace(/^\/+/, '').split('/')[0]!;
  if (first.startsWith(':') || first.startsWith('*') || first.includes('?')) return ANY;
  // React Router matches paths without regard to case unless a route asks otherwise.
  return first.toLowerCase();
}

function firstSegmentOfPath(pathname: string): string {
  const first = pathname.replace(/^\/+/, '').split('/')[0]!;
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    // React Router leaves a segment it cannot decode as it is.
    return first.toLowerCase();
  }
}
