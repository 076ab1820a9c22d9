import { describe, expect, it } from 'vitest';
import {
  legacyProfilePath,
  PROFILE_SCREENS,
  requiredDocumentPath,
} from '../../features/profiles/profile-paths';
import { PROFILE_CHECKLIST_SCREENS } from '../../features/profiles/profile-screens';
import { profileRoutes } from './profile-routes';

function paths(routes: typeof profileRoutes): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [`/${route.path}`] : []),
    ...paths(route.children ?? []),
  ]);
}

const routed = new Set(paths(profileRoutes));
describe('profile routes', () => {
  it.each(Object.entries(PROFILE_SCREENS))(
    '%s answers at %s and at its /my-profile alias',
    (_screen, path) => {
      expect(routed.has(path)).toBe(true);
      expect(routed.has(legacyProfilePath(path))).toBe(true);
    },
  );

  it('routes nothing but the listed screens', () => {
    const listed = Object.values(PROFILE_SCREENS).flatMap((path) => [path, legacyProfilePath(path)]);
    expect([...routed].filter((path) => !listed.includes(path as never))).toEqual([]);
  });

  it.each(Object.entries(PROFILE_CHECKLIST_SCREENS))(
    'links the checklist item %s to a profile screen (%s)',
    (_item, path) => {
      expect(Object.values(PROFILE_SCREENS)).toContain(path);
    },
  );

  it('makes the path of one requirement type', () => {
    expect(requiredDocumentPath('police_checks')).toBe(
      '/profile/profile-information/required-documents/police_checks',
    );
  });

  it('turns /profile paths into their legacy alias and leaves others alone', () => {
    expect(legacyProfilePath('/profile/services-offered')).toBe('/my-profile/services-offered');
    expect(legacyProfilePath('/profile')).toBe('/my-profile');
    expect(legacyProfilePath('/profiles/x')).toBe('/profiles/x');
  });
});
