/**
 * The data block the server writes a signed-in person's session into (apps/api/src/plugins/web.ts,
 * docs/decisions/020-session-in-the-page-and-http2.md). Used by the page and by the service worker,
 * so it uses no DOM.
 */
export const SESSION_DATA_ID = 'session-data';

const SESSION_BLOCK = new RegExp(
  `<script type="application/json" id="${SESSION_DATA_ID}">[\\s\\S]*?</script>`,
  'g',
);

/**
 * The page without the session block: what the service worker keeps for offline starts, which must
 * never hold one person's data or an old session (the JSON in the block has its `<` escaped, so the
 * first `</script>` ends it).
 */
export function withoutPageSession(html: string): string {
  return html.replace(SESSION_BLOCK, '');
}
