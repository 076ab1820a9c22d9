import { describe, expect, it } from 'vitest';
import {
  audienceOf,
  backTo,
  currentDestination,
  DESTINATIONS,
  destinationsFor,
  MAX_DESTINATIONS,
  parentPage,
  type Audience,
} from './navigation';

/** The pages of the app these cases need, as the router would say. */
const PAGES = new Set([
  '/',
  '/home',
  '/search',
  '/search/support-workers/:id',
  '/account',
  '/account/settings',
  '/account/settings/update-password',
  '/profile',
  '/profile/profile-information',
  '/profile/profile-information/required-documents',
  '/addresses',
  '/addresses/manage',
  '/admin/verification',
  '/admin/orders',
  '/admin/orders/:id',
  '/profile/profile-information/identity-documents',
  '/frankieone-verification',
  '/my-profile',
  '/my-profile/account-settings',
  '/userDetails/:id',
  '/jobs',
  '/jobs/:id',
  '/requests',
  '/requests/new',
  '/applications',
  '/appliedWorkerList',
  '/notifications',
  '/createJobForm',
  '/recent-jobs',
  '/recommended-jobs',
]);
const isPage = (path: string) =>
  PAGES.has(path) ||
  PAGES.has(path.replace(/\/[^/]+$/, '/:id')) ||
  PAGES.has(path.replace(/\/[^/]+$/, '/:document'));

describe('the navigation table', () => {
  it.each<[Audience, string[]]>([
    ['client', ['Home', 'Search', 'Jobs', 'Messages', 'Account']],
    ['worker', ['Home', 'Jobs', 'Requests', 'Messages', 'Account']],
    ['staff', ['Review', 'Account']],
  ])('gives a %s the destinations %j, in order', (audience, labels) => {
    expect(destinationsFor(audience).map((destination) => destination.label)).toEqual(labels);
  });

  it('puts the live count of unread messages on Messages, and on nothing else', () => {
    expect(
      DESTINATIONS.filter((destination) => destination.count).map(({ label, count }) => [label, count]),
    ).toEqual([['Messages', 'unreadMessages']]);
  });

  it('never gives anyone more destinations than a bottom navigation holds', () => {
    for (const audience of ['client', 'worker', 'staff'] as const) {
      expect(destinationsFor(audience).length).toBeLessThanOrEqual(MAX_DESTINATIONS);
    }
  });

  it('has one row per path', () => {
    expect(new Set(DESTINATIONS.map((destination) => destination.to)).size).toBe(DESTINATIONS.length);
  });

  it.each([
    [{ user_type: 'client', role: null }, 'client'],
    [{ user_type: 'worker', role: null }, 'worker'],
    [{ user_type: 'client', role: 'admin' }, 'staff'],
    [{ user_type: 'worker', role: 'reviewer' }, 'staff'],
  ] as const)('counts %j as %s: staff see the staff app only', (user, audience) => {
    expect(audienceOf(user)).toBe(audience);
  });
});

describe('the page a child page goes back to', () => {
  it.each([
    ['/', null],
    ['/search', null],
    ['/account', null],
    ['/admin/verification', null],
    ['/home', '/'],
    ['/search/support-workers/w1', '/search'],
    ['/admin/verification/d1', '/admin/verification'],
    ['/admin/orders', '/account'],
    ['/admin/orders/o1', '/admin/orders'],
    ['/account/settings', '/account'],
    ['/account/settings/update-password', '/account/settings'],
    ['/account/settings/update-password/', '/account/settings'],
    ['/profile', '/account'],
    ['/addresses', '/account'],
    ['/addresses/manage', '/addresses'],
    [
      '/profile/profile-information/required-documents/police_checks',
      '/profile/profile-information/required-documents',
    ],
    ['/frankieone-verification', '/profile/profile-information/identity-documents'],
    ['/my-profile/account-settings', '/account'],
    ['/userDetails/u1', null],
    ['/requests/new', '/search'],
    ['/applications', '/jobs'],
    ['/appliedWorkerList', '/jobs'],
    ['/notifications', '/'],
  ])('%s goes back to %s', (path, parent) => {
    expect(parentPage(path, isPage)).toBe(parent);
  });

  it.each<[Audience, string, string | null]>([
    ['worker', '/requests', null],
    ['client', '/requests', '/jobs'],
    ['worker', '/subscription', '/account'],
    ['client', '/jobs', null],
    ['staff', '/jobs', null],
  ])(
    "for a %s, %s goes back to %s: only the person's own destinations have no parent",
    (audience, path, parent) => {
      expect(parentPage(path, isPage, destinationsFor(audience))).toBe(parent);
    },
  );
});

describe("where the top bar's back button goes", () => {
  const client = destinationsFor('client');

  it.each<[string, string | null, string | null]>([
    ['/', '/jobs', null],
    ['/search', '/', null],
    ['/account/settings', null, '/account'],
    ['/account/settings', '/account', '/account'],
    ['/account/settings/update-password', '/', '/account/settings'],
    [
      '/search/support-workers/w1',
      '/search?filter[radius_km]=50&sort=distance',
      '/search?filter[radius_km]=50&sort=distance',
    ],
    ['/search/support-workers/w1', '/', '/search'],
    ['/search/support-workers/w1', null, '/search'],
    ['/userDetails/u1', '/appliedWorkerList?job=j1', '/appliedWorkerList?job=j1'],
    ['/userDetails/u1', '/requests?state=pending', '/requests?state=pending'],
    ['/userDetails/u1', '/chat/c1', '/chat/c1'],
    ['/userDetails/u1', null, '/'],
  ])(
    'for a client on %s who came from %s, it goes to %s: the parent as they left it, else where they came from',
    (path, cameFrom, back) => {
      expect(backTo(path, isPage, client, cameFrom)).toBe(back);
    },
  );
});

describe('the destination a page belongs to', () => {
  it.each<[Audience, string, string | null]>([
    ['client', '/', 'Home'],
    ['client', '/home', 'Home'],
    ['client', '/search/support-workers/w1', 'Search'],
    ['client', '/account/settings/update-password', 'Account'],
    ['client', '/addresses/manage', 'Account'],
    ['client', '/profile/profile-information/required-documents/police_checks', 'Account'],
    ['worker', '/search', null],
    ['client', '/createJobForm', 'Jobs'],
    ['client', '/jobs/j1', 'Jobs'],
    ['worker', '/recommended-jobs', 'Jobs'],
    ['worker', '/recent-jobs', 'Jobs'],
    ['staff', '/admin/verification/d1', 'Review'],
    ['staff', '/admin/orders/o1', 'Account'],
    ['staff', '/', null],
    ['client', '/userDetails/u1', null],
    ['worker', '/requests', 'Requests'],
    ['worker', '/applications', 'Jobs'],
    ['client', '/appliedWorkerList', 'Jobs'],
    ['client', '/requests', 'Jobs'],
    ['worker', '/subscription', 'Account'],
  ])('for a %s, %s is under %s', (audience, path, label) => {
    expect(currentDestination(path, destinationsFor(audience), isPage)?.label ?? null).toBe(label);
  });
});
