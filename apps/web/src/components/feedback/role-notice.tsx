import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TouchLink } from '../links/touch-link';

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
        <TouchLink to={link.to} sx={{ alignSelf: 'flex-start' }}>
          {link.label}
        </TouchLink>
      ) : null}
    </Box>
  );
}
