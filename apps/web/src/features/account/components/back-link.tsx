import ChevronLeft from '@mui/icons-material/ChevronLeft';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** The way back up the account area; the signed-in layout has no menu of its own. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mb: 1, alignSelf: 'flex-start' }}
    >
      <ChevronLeft aria-hidden="true" fontSize="small" />
      {children}
    </Link>
  );
}
