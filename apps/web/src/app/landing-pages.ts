/**
 * The pages people most often open first, and the pages those link to, each with the route modules
 * (`app/routes/<name>.tsx`, or an area's file of pages `<area>-area.ts`) React Router loads for it,
 * layout first. The build turns this into `.vite/route-preloads.json` (vite.config.ts) and the API
 * adds `<link rel="modulepreload">` for those files to the page, so they download with the first
 * bundle instead of after it has run (docs/decisions/011-first-page-performance.md); the app's
 * preloading of linked pages downloads the same files without running them (decision 019). A page
 * missing here still works, one round trip later; `landing-pages.test.ts` checks every entry
 * against the router.
 */
export const LANDING_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': ['default-layout', 'onboarding-gate', 'home'],
  '/home': ['default-layout', 'onboarding-gate', 'home'],
  // Where the signed-in home page links to, and the account page's first links.
  '/search': ['default-layout', 'onboarding-gate', 'search'],
  '/account': ['default-layout', 'account'],
  '/profile': ['default-layout', 'onboarding-gate', 'profile'],
  '/addresses': ['default-layout', 'onboarding-gate', 'addresses'],
  // The frame's other destinations and its bell: an area's pages are one file (`<area>-area.ts`).
  '/jobs': ['default-layout', 'onboarding-gate', 'jobs-area'],
  '/requests': ['default-layout', 'onboarding-gate', 'jobs-area'],
  '/chat': ['default-layout', 'onboarding-gate', 'chat-area'],
  '/notifications': ['default-layout', 'onboarding-gate', 'notifications'],
  // What the home cards link to. A key with a `:param` stands for every page of its route: the
  // app's preloading of linked pages finds it (`pageFilesOf`); the server preloads exact paths only.
  '/createJobForm': ['default-layout', 'onboarding-gate', 'jobs-area'],
  '/recommended-jobs': ['default-layout', 'onboarding-gate', 'jobs-area'],
  '/jobs/:id': ['default-layout', 'onboarding-gate', 'jobs-area'],
  '/profile/profile-information/identity-documents': [
    'default-layout',
    'onboarding-gate',
    'profile-identity-documents',
  ],
  '/profile/profile-information/required-documents': [
    'default-layout',
    'onboarding-gate',
    'profile-required-documents',
  ],
  '/profile/profile-information/required-documents/:document': [
    'default-layout',
    'onboarding-gate',
    'profile-required-document',
  ],
  '/login': ['guest-layout', 'login'],
  '/signin': ['guest-layout', 'login'],
  '/register': ['guest-layout', 'register'],
  '/account/settings/forget-password': ['guest-layout', 'forget-password'],
  '/reset-password': ['guest-layout', 'reset-password'],
  '/verify': ['guest-layout', 'verify'],
  '/contact-us': ['guest-layout', 'contact-us'],
};

/**
 * Pages that show nothing until the session is read: they also preload what the session read
 * (`lib/auth/get-session.ts`) imports lazily, which would otherwise be asked for only after the
 * first bundle has run, and hold up the session request behind it.
 */
export const SESSION_FIRST_PAGES: readonly string[] = ['/', '/home'];

/**
 * Signed-out landing pages whose first render the build writes into the page itself
 * (`app/prerender.tsx`, docs/decisions/019-prerendered-landing-pages.md): the form shows as soon as the
 * HTML arrives, and React hydrates it. Only pages a signed-out visitor sees as they are, with no
 * query string: /verify and /reset-password send such a visitor elsewhere or read the URL.
 */
export const PRERENDERED_PAGES: readonly string[] = [
  '/login',
  '/signin',
  '/register',
  '/account/settings/forget-password',
];

/** Set by the build on `#root` when it holds a page's first render; its value is the page's path. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
