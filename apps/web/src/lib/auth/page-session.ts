import { SESSION_DATA_ID } from './session-block';

/**
 * The session the server wrote into this page for the access token the browser sent with it, taken
 * once: the block leaves the document, so every later read asks the API
 * (docs/decisions/020-session-in-the-page-and-http2.md). Undefined when the page has none or it is
 * unreadable.
 */
export function takePageSession(): unknown {
  const block = document.getElementById(SESSION_DATA_ID);
  if (!block) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
