import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Alongside-demo-2026';

export function newPerson(label = 'person') {
  return {
    firstName: 'Robin',
    lastName: 'Hughes',
    email: `${label}-${randomBytes(5).toString('hex')}@example.com`,
    password: 'tea with milk and two sugars',
  };
}

/** No WCAG 2.2 A/AA violation on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  // A dialog fading in has its colours half-way: axe would measure a contrast nobody reads. Wait for
  // the transitions that end (a spinner's never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** The 6-digit code in the newest e-mail to `address` whose subject includes `subject`, read from the server's outbox. */
export async function mailedCode(address: string, subject: string): Promise<string> {
  const outbox = path.join(process.env['E2E_DATA_DIR']!, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[];
        try {
          files = readdirSync(outbox)
            .filter((file) => file.endsWith('.eml'))
            .sort();
        } catch {
          return undefined;
        }
        for (const file of files.reverse()) {
          const raw = readFileSync(path.join(outbox, file), 'utf8');
          const [head = '', ...body] = raw.split('\n\n');
          if (!new RegExp(`^To: ${address}$`, 'mi').test(head) || !head.includes(subject)) continue;
          found = /^\s+(\d{6})\s*$/m.exec(body.join('\n\n'))?.[1];
          if (found) return found;
        }
        return undefined;
      },
      { message: `a code mailed to ${address}` },
    )
    .toBeTruthy();
  return found!;
}

export async function signUp(
  page: Page,
  person: ReturnType<typeof newPerson>,
  role: 'client' | 'worker' = 'client',
) {
  await page.goto('/register');
  await page.getByLabel(role === 'client' ? 'Looking for support' : 'A support worker').check();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The token pair a sign-in or sign-up answers with (POST /api/auth/login, /api/auth/register). */
interface TokenPair {
  token: string;
  refresh_token: string;
}

/**
 * Keeps a token pair in the browser's cookies, where the web app keeps the pair of a sign-in
 * (lib/auth/tokens.ts: `auth.token` and `auth.refresh-token`, 30 days, SameSite Strict).
 */
async function keepTokens(page: Page, tokens: TokenPair): Promise<void> {
  const url = test.info().project.use.baseURL!;
  const expires = Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60;
  await page.context().addCookies(
    [
      { name: 'auth.token', value: tokens.token },
      { name: 'auth.refresh-token', value: tokens.refresh_token },
    ].map((cookie) => ({ ...cookie, url, expires, sameSite: 'Strict' as const })),
  );
}

/**
 * Signs in through the API (POST /api/auth/login, what the sign-in form sends), keeps the tokens in
 * the page's browser and opens the home page, signed in: for journeys whose subject is not signing
 * in. Each call starts a session of its own, so a journey that signs out, or whose browser refreshes
 * its tokens, ends no other journey's session. Journeys about signing in keep the form.
 */
export async function signInThroughApi(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status(), `sign-in of ${email}: ${await answer.text()}`).toBe(200);
  await keepTokens(page, (await answer.json()) as TokenPair);
  await page.goto('/');
}

/**
 * Signs up and confirms the e-mail address with the mailed code through the API (what the sign-up
 * and confirmation forms send), and keeps the tokens in the page's browser: for journeys whose
 * subject is not signing up. The page is left where it was; the journey opens its first page.
 */
export async function signUpAndConfirmThroughApi(
  page: Page,
  person: ReturnType<typeof newPerson>,
  role: 'client' | 'worker',
): Promise<void> {
  const answer = await page.request.post('/api/auth/register', {
    data: {
      user_type: role,
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      password: person.password,
    },
  });
  expect(answer.status(), `sign-up of ${person.email}: ${await answer.text()}`).toBe(201);
  const tokens = (await answer.json()) as TokenPair;
  const confirmed = await page.request.post('/api/auth/email/verify', {
    headers: { Authorization: `Bearer ${tokens.token}` },
    data: { code: await mailedCode(person.email, 'Confirm') },
  });
  expect(confirmed.status(), `confirmation of ${person.email}: ${await confirmed.text()}`).toBe(200);
  await keepTokens(page, tokens);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The auth-options cookie as the web app writes it (lib/auth/auth-options.ts): URI-encoded JSON. */
const SKIP_ONBOARDING = encodeURIComponent(JSON.stringify({ skipOnboarding: true, skipSubscription: false }));

/**
 * Sets the auth-options cookie's skipOnboarding (spec §3), for journeys where onboarding is beside
 * the point: the onboarding guard then lets a new account through.
 */
export async function skipOnboarding(page: Page): Promise<void> {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'auth-options', value: SKIP_ONBOARDING, url }]);
}

/** Signs up and confirms the e-mail address with the mailed code. */
export async function signUpAndConfirm(
  page: Page,
  person: ReturnType<typeof newPerson>,
  role: 'client' | 'worker',
): Promise<void> {
  await signUp(page, person, role);
  await expect(page).toHaveURL(/\/verify/);
  await page.getByLabel('6-digit code').fill(await mailedCode(person.email, 'Confirm'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).not.toHaveURL(/\/verify/);
}

/**
 * A new, confirmed person who has chosen to set up their profile later (skipOnboarding), signed up
 * through the API: the journeys that use it are about what comes after. The page is left where it
 * was (blank at a journey's start); the journey opens its first page.
 */
export async function signUpConfirmed(
  page: Page,
  role: 'client' | 'worker' = 'client',
  label: string = role,
) {
  const person = newPerson(label);
  await signUpAndConfirmThroughApi(page, person, role);
  await skipOnboarding(page);
  return person;
}

/**
 * The screen as it stands has a heading, no axe violation, and nothing wider than a 320 px screen
 * (WCAG 1.4.10); the viewport is put back after.
 */
export async function expectGoodScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 320, height: 720 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `no sideways scroll at 320 px on ${page.url()}`,
    })
    .toBeLessThanOrEqual(320);
  await page.setViewportSize(size);
}

/** Types into the suburb combobox and picks a suggestion with the keyboard only. */
export async function pickPlace(page: Page, typed: string, option: string) {
  const suburb = page.getByRole('combobox', { name: 'Suburb or town' });
  await suburb.fill(typed);
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  for (let step = 0; step < 12; step++) {
    await suburb.press('ArrowDown');
    const active = await suburb.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).textContent()) === option) break;
  }
  await suburb.press('Enter');
}
