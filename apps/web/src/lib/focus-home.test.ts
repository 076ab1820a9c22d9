import { afterEach, describe, expect, it } from 'vitest';
import { focusHomeOf } from './focus-home';

const frame = () => new Promise((resolve) => window.requestAnimationFrame(resolve));

describe('focusHomeOf', () => {
  afterEach(() => document.body.replaceChildren());

  function page() {
    document.body.innerHTML = `
      <main>
        <h1>Applicants</h1>
        <ul data-focus-home aria-label="Updates">
          <li><h3>Offer sent</h3><button>Mark as read</button></li>
        </ul>
      </main>`;
    return document.querySelector('button')!;
  }

  it('moves focus to the nearest home still on the page when the control is gone', async () => {
    const button = page();
    button.focus();
    const restore = focusHomeOf(button);
    button.closest('li')!.remove();
    restore();
    await frame();
    expect(document.querySelector('ul')).toHaveFocus();
  });

  it('falls back to the page heading when no home is left', async () => {
    const button = page();
    button.focus();
    const restore = focusHomeOf(button);
    document.querySelector('ul')!.remove();
    restore();
    await frame();
    expect(document.querySelector('h1')).toHaveFocus();
    expect(document.querySelector('h1')).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus that is still on the page where it is', async () => {
    const button = page();
    button.focus();
    const restore = focusHomeOf(button);
    restore();
    await frame();
    expect(button).toHaveFocus();
  });
});
