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

/** A new, confirmed person who has chosen to set up their profile later (skipOnboarding). */
export async function signUpConfirmed(
  page: Page,
  role: 'client' | 'worker' = 'client',
  label: string = role,
) {
  const person = newPerson(label);
  await signUpAndConfirm(page, person, role);
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
