import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';
import { PRODUCT_NAME } from './use-document-title';

/** Onboarding steps and legal pages: the product name and the page, nothing to wander off to. */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        py: { xs: 3, sm: 6 },
      }}
    >
      <Box component="header" sx={{ mb: 3 }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.5rem', color: 'primary.main' }}>
          {PRODUCT_NAME}
        </Typography>
      </Box>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="sm"
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {children}
      </Container>
    </Box>
  );
}
