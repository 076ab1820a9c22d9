import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A page for the other kind of person (a worker on the worker search, a client on the job board):
 * what the page is for, in the page's heading, why, and where to go instead.
 */
export function RoleNotice({
  title,
  children,
  link,
}: {
  title: string;
  children: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{title}</Typography>
      <Typography>{children}</Typography>
      {link ? (
        <Link
          component={RouterLink}
          to={link.to}
          sx={{ alignSelf: 'flex-start', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
        >
          {link.label}
        </Link>
      ) : null}
    </Box>
  );
}
