import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectGoodScreen, signInThroughApi } from './support';

interface Destination {
  label: string;
  path: string;
  heading: string | RegExp;
}

/** Each person's destinations (the navigation table of issue #20) and the page each one opens. */
const PEOPLE: {
  who: string;
  email: string;
  home: string;
  destinations: Destination[];
  homeCards: string[];
}[] = [
  {
    who: 'a client',
    email: 'client@example.com',
    home: '/',
    destinations: [
      { label: 'Home', path: '/', heading: 'Hello, Clara' },
      { label: 'Search', path: '/search', heading: 'Find support workers' },
      { label: 'Jobs', path: '/jobs', heading: 'My jobs' },
      { label: 'Messages', path: '/chat', heading: 'Messages' },
      { label: 'Account', path: '/account', heading: 'Your account' },
    ],
    homeCards: ['Find support near Parramatta', 'Your jobs'],
  },
  {
    who: 'a worker',
    email: 'worker@example.com',
    home: '/',
    destinations: [
      { label: 'Home', path: '/', heading: 'Hello, Wes' },
      { label: 'Jobs', path: '/jobs', heading: 'Jobs for you' },
      { label: 'Requests', path: '/requests', heading: 'Requests' },
      { label: 'Messages', path: '/chat', heading: 'Messages' },
      { label: 'Account', path: '/account', heading: 'Your account' },
    ],
    homeCards: ['Your checks', 'Requests for you', 'Jobs for you'],
  },
  {
    who: 'a reviewer',
    email: 'reviewer@example.com',
    home: '/',
    destinations: [
      { label: 'Review', path: '/admin/verification', heading: 'Documents to review' },
      { label: 'Account', path: '/account', heading: 'Your account' },
    ],
    homeCards: ['Documents to review'],
  },
];

/** Signed in (through the API: these journeys are about finding one's way, not signing in), at home. */
async function signInAs(page: Page, email: string) {
  await signInThroughApi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
}

/** Presses Tab until `target` has the focus, as a keyboard user would, and fails if it never does. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the link');
}

for (const person of PEOPLE) {
  test.describe(`${person.who} finds their way around`, () => {
    test('on a phone (360 × 740), by the bottom navigation', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await signInAs(page, person.email);
      const navigation = page.getByRole('navigation', { name: 'Main' });
      // Each label ends the link's text: Messages may carry its unread count before it ("2Messages").
      await expect(navigation.getByRole('link')).toHaveText(
        person.destinations.map(({ label }) => new RegExp(`(^|\\d\\+?)${label}$`)),
      );
      // The bar sits at the bottom of the screen, each target at least 44 px high.
      const box = (await navigation.boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(740, 0);
      for (const link of await navigation.getByRole('link').all()) {
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      for (const card of person.homeCards)
        await expect(page.getByRole('region', { name: card })).toBeVisible();
      await expectGoodScreen(page);

      for (const destination of [...person.destinations].reverse()) {
        const link = navigation.getByRole('link', { name: destination.label });
        await link.click();
        await expect(page).toHaveURL((url) => url.pathname === destination.path);
        await expect(page.getByRole('heading', { level: 1, name: destination.heading })).toBeFocused();
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expect(navigation.locator('[aria-current="page"]')).toHaveCount(1);
        await expect(page.getByTestId('frame-title')).not.toBeEmpty();
      }
      await expectGoodScreen(page);
    });

    test('on a computer (1280 × 800), by the rail with the keyboard only', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAs(page, person.email);
      const navigation = page.getByRole('navigation', { name: 'Main' });
      const rail = (await navigation.boundingBox())!;
      expect(rail.x).toBe(0);
      expect(rail.height).toBeGreaterThan(700);
      await expectAccessible(page);

      for (const destination of [...person.destinations].reverse()) {
        const link = navigation.getByRole('link', { name: destination.label });
        await tabTo(page, link);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL((url) => url.pathname === destination.path);
        const heading = page.getByRole('heading', { level: 1, name: destination.heading });
        await expect(heading).toBeFocused();
        await expect(link).toHaveAttribute('aria-current', 'page');
      }
      await expectAccessible(page);
    });
  });
}

test('staff see no client or worker destinations, and a client none of the staff', async ({ page }) => {
  await signInAs(page, 'admin@example.com');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link')).toHaveText(['Review', 'Account']);
  await expect(page.getByRole('region', { name: 'Documents to review' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Find support/ })).toHaveCount(0);
});

test('the skip link leads past the frame to the page, and a child page has a back button to its parent', async ({
  page,
}) => {
  await signInAs(page, 'client@example.com');
  // A page opened afresh: the keyboard starts at the top, where the skip link is first.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Clara' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Back' })).toHaveCount(0);
  await page.getByRole('link', { name: /^Settings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByTestId('frame-title')).toHaveText('Account settings');
  await page.getByRole('banner').getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeFocused();
});

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width} × ${size.height}, each account page goes back by the top bar's back button only`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signInAs(page, 'client@example.com');
    const main = page.getByRole('main');
    const back = page.getByRole('banner').getByRole('link', { name: 'Back' });
    /** Opens a page by its link in the page, then goes back by the top bar (decision 032). */
    async function openAndGoBack(link: RegExp, heading: string, parent: string, parentHeading: string) {
      await main.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(back).toBeVisible();
      // The page draws no second way back of its own.
      await expect(main.getByRole('link', { name: parentHeading, exact: true })).toHaveCount(0);
      await back.click();
      await expect(page).toHaveURL((url) => url.pathname === parent);
      await expect(page.getByRole('heading', { level: 1, name: parentHeading })).toBeFocused();
    }

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    await openAndGoBack(/^Personal details/, 'Personal details', '/account', 'Your account');
    await main.getByRole('link', { name: /^Addresses/ }).click();
    await openAndGoBack(/^Add an address/, 'Add an address', '/addresses', 'Your addresses');
    await expectAccessible(page);
    await back.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeFocused();
    await main.getByRole('link', { name: /^Settings/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    for (const [link, heading] of [
      [/^Change your password/, 'Change your password'],
      [/^Change your e-mail address/, 'Change your e-mail address'],
      [/^Notifications/, 'Notifications'],
      [/^Delete your account/, 'Delete your account'],
    ] as const) {
      await openAndGoBack(link, heading, '/account/settings', 'Account settings');
    }
    await expectAccessible(page);

    // The settings' older address sits under Account too; the identity check under "Prove who you are".
    await page.goto('/my-profile/account-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === '/account');
    await page.goto('/frankieone-verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your identity' })).toBeVisible();
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile/profile-information/identity-documents');

    // A person's details, opened afresh from outside the app, go back home.
    await page.goto('/search');
    const wes = page.getByRole('article', { name: 'Wes T.' }).getByRole('link', { name: 'Wes T.' });
    const wesId = (await wes.getAttribute('href'))!.split('/').at(-1)!;
    await page.goto(`/userDetails/${wesId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wes T.' })).toBeVisible();
    await expectAccessible(page);
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
}

test('at 400 % zoom (320 × 640) every label of the navigation is whole, and what the keyboard focuses is never under a bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAs(page, 'worker@example.com');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link', { name: /^Messages/ }).click();
  await expect(navigation.getByRole('link', { name: /^Messages/ })).toHaveAttribute('aria-current', 'page');
  // No label is cut short, the current one included.
  const labels = await navigation.locator('li > a > span').all();
  expect(labels).toHaveLength(5);
  for (const label of labels) {
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }

  await navigation.getByRole('link', { name: /^Account/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeFocused();
  const navTop = (await navigation.boundingBox())!.y;
  const barBottom = await page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().bottom);
  const main = page.getByRole('main');
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if (!(await main.evaluate((element) => element.contains(document.activeElement)))) break;
    const box = (await focused.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(barBottom - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(navTop + 1);
  }
});

test('the bell counts the unread updates and opens them', async ({ page }) => {
  await signInAs(page, 'worker2@example.com');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Updates, / });
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label'))!;
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Updates' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(label === 'Updates, none new' ? "You're all caught up." : /new update/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});
