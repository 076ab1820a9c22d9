import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';
import { PRODUCT_NAME } from './use-document-title';

/** Signed-in pages: app bar with the product name, then the page in the main landmark (the app shell draws the skip link). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="primary" elevation={0} component="header">
        <Toolbar>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            sx={{ fontWeight: 700, fontSize: '1.25rem' }}
          >
            {PRODUCT_NAME}
          </Link>
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="md"
        sx={{ flex: 1, py: { xs: 3, sm: 5 }, '&:focus': { outline: 'none' } }}
      >
        {children}
      </Container>
    </Box>
  );
}
