import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';
import { PRODUCT_NAME } from './use-document-title';

/** Sign-in and account pages: the product name, then the page on a centred card. */
export function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        gap: 3,
      }}
    >
      <Box component="header">
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          sx={{ fontWeight: 700, fontSize: '1.5rem', color: 'primary.main' }}
        >
          {PRODUCT_NAME}
        </Link>
      </Box>
      <Paper
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 480,
          p: { xs: 3, sm: 4 },
          borderRadius: 3,
          '&:focus': { outline: 'none' },
        }}
      >
        {children}
      </Paper>
      <Box component="footer">
        <Typography variant="body2" color="text.secondary">
          Need help?{' '}
          <Link component={RouterLink} to="/contact-us">
            Contact us
          </Link>
          .
        </Typography>
      </Box>
    </Box>
  );
}
