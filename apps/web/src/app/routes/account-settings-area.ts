// The account settings' pages, loaded as one file (one entry in the router's list of files to fetch,
// which sits in the entry JavaScript at its budget, decision 034): a person who opens the settings
// soon opens one of the pages it links to.
export { Component as AccountSettingsPage } from './account-settings';
export { Component as UpdatePasswordPage } from './account-update-password';
export { Component as UpdateEmailPage } from './account-update-email';
export { Component as DeleteAccountPage } from './account-delete';
export { Component as NotificationSettingsPage } from './account-notifications';
export { Component as UnsubscribePage } from './account-unsubscribe';
