import type { SessionUser } from '@alongside/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AccountLinks, type AccountLink } from './account-links';

const YOUR_DETAILS: readonly AccountLink[] = [
  { to: '/profile', label: 'Profile', hint: 'What others see about you' },
  {
    to: '/account/personal-details',
    label: 'Personal details',
    hint: 'Your name, date of birth, gender and phone',
  },
  { to: '/addresses', label: 'Addresses', hint: 'Where you live or work' },
  {
    to: '/account/settings',
    label: 'Settings',
    hint: 'Password, e-mail address, e-mail notifications, delete account',
  },
];

const HELP: readonly AccountLink[] = [
  { to: '/account/faq', label: 'FAQ' },
  { to: '/account/about', label: 'About' },
  { to: '/account/help-centre', label: 'Help centre' },
  { to: '/contact-us', label: 'Contact us' },
  { to: '/logout', label: 'Sign out' },
];

/** A worker's plan and what it charged (issue #23). */
const WORKERS_PLAN: readonly AccountLink[] = [
  { to: '/subscription', label: 'Your plan', hint: 'A flat fee instead of a commission' },
  { to: '/account/my-orders', label: 'Your orders', hint: 'Every payment, with its tax invoice' },
];

/** Staff (role admin or reviewer) run the review queue (decision 017). */
const STAFF: readonly AccountLink[] = [
  { to: '/admin/verification', label: 'Documents to review', hint: 'Approve or reject checks people sent' },
];

/** Administrators also handle money: the workers' orders and their refunds (issue #23, decision 041). */
const ADMINS: readonly AccountLink[] = [
  { to: '/admin/orders', label: 'Orders and refunds', hint: 'Find a worker’s payment and refund it' },
];

/**
 * Staff have no marketplace profile (nobody finds or hires them) and no addresses to give: their
 * details are their name and phone, and their settings.
 */
const STAFFS_DETAILS = YOUR_DETAILS.filter((link) => link.to !== '/profile' && link.to !== '/addresses');

function detailsOf(user: SessionUser): readonly AccountLink[] {
  if (user.role) return STAFFS_DETAILS;
  return user.user_type === 'worker' ? [...YOUR_DETAILS, ...WORKERS_PLAN] : YOUR_DETAILS;
}

/** /account: who is signed in, and a way to every part of the account. */
export function AccountHub({ user }: { user: SessionUser }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ mb: 1 }}>
          Your account
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {user.first_name} {user.last_name}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
      </Box>
      <Box component="section" aria-labelledby="account-details-heading">
        <Typography id="account-details-heading" variant="h2" sx={{ mb: 1.5 }}>
          Your details
        </Typography>
        <AccountLinks label="Your details" links={detailsOf(user)} />
      </Box>
      {user.role ? (
        <Box component="section" aria-labelledby="account-staff-heading">
          <Typography id="account-staff-heading" variant="h2" sx={{ mb: 1.5 }}>
            Staff
          </Typography>
          <AccountLinks label="Staff" links={user.role === 'admin' ? [...STAFF, ...ADMINS] : STAFF} />
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="account-help-heading">
        <Typography id="account-help-heading" variant="h2" sx={{ mb: 1.5 }}>
          Help and more
        </Typography>
        <AccountLinks label="Help and more" links={HELP} />
      </Box>
    </Box>
  );
}
