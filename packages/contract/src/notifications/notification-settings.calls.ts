// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

/** What a person chooses to hear about by e-mail and on their devices (decisions 036 and 040). */
export const notificationSettingsPaths = {
  /** GET: your choices; PUT: replace them. */
  settings: '/api/notification-settings',
  /** POST: switch one topic's e-mails off with the signed token of an e-mail's link (no sign-in). */
  unsubscribe: '/api/notification-settings/unsubscribe',
  /**
   * POST `List-Unsubscribe=One-Click` (a form, `?token=` in the address): a mail program's one-click
   * unsubscribe (RFC 8058), from the `List-Unsubscribe` header of every notification e-mail.
   */
  oneClickUnsubscribe: '/api/notification-settings/unsubscribe/one-click',
} as const;

/** The web page an e-mail's unsubscribe link opens: `/unsubscribe?token=…`. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
