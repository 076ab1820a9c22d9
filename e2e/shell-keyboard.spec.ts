import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/** A focus ring the eye can see: an outline, or a box shadow (MUI draws field focus as a thicker border). */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const describe = (node: Element) => {
      const style = getComputedStyle(node);
      return {
        // 'auto' is the browser's own focus ring (Chrome draws it 2 px wide, in two colours).
        outline:
          style.outlineStyle === 'auto' ||
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2),
        shadow: style.boxShadow !== 'none',
      };
    };
    // A text field shows focus on its outline element (a sibling of the input inside the field root).
    const field = element.closest('.MuiOutlinedInput-root');
    const fieldFocused = field?.classList.contains('Mui-focused') ?? false;
    const own = describe(element);
    return {
      name:
        element.getAttribute('aria-label') ||
        (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
        element.textContent?.trim() ||
        element.tagName,
      tag: element.tagName,
      visible: own.outline || own.shadow || fieldFocused,
    };
  });
}

test('the shell works with the keyboard alone, from the skip link to signing in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The drawn sign-in page keeps its fields disabled until React has hydrated it (decision 019):
  // tabbing before that would pass over them.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  // Every control is reachable in order and shows where the focus is.
  const reached: string[] = [];
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusIndicator(page);
    if (!focus) break;
    expect(focus.visible, `focus is visible on ${focus.tag} "${focus.name}"`).toBe(true);
    reached.push(focus.name);
    if (focus.name.toLowerCase().includes('create an account')) break;
  }
  for (const control of [
    /e-mail/i,
    /^password/i,
    /show password/i,
    /forgot/i,
    /^sign in$/i,
    /create an account/i,
  ]) {
    expect(
      reached.some((name) => control.test(name)),
      `${control} in ${reached.join(' → ')}`,
    ).toBe(true);
  }

  // Sign in without the mouse.
  await page.getByLabel('E-mail address').focus();
  await page.keyboard.type('client@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$|\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
