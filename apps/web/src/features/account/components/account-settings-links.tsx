import { AccountLinks, type AccountLink } from './account-links';

const SETTINGS: readonly AccountLink[] = [
  { to: '/account/settings/update-password', label: 'Change your password' },
  { to: '/account/settings/update-email-address', label: 'Change your e-mail address' },
  {
    to: '/account/settings/notifications',
    label: 'Notifications',
    hint: 'Choose which updates we also send by e-mail or to this device',
  },
  {
    to: '/account/settings/forget-password',
    label: 'Forgot your password?',
    hint: 'Get a code to set a new one',
  },
  {
    to: '/account/settings/delete-account',
    label: 'Delete your account',
    hint: 'Erase your account for good',
  },
];

/** /account/settings: one link for each thing a person can change about their sign-in and their e-mails. */
export function AccountSettingsLinks() {
  return <AccountLinks label="Account settings" links={SETTINGS} />;
}
