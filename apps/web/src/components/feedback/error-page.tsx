import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import { useDocumentTitle } from '../layout/use-document-title';

export interface ErrorPageProps {
  statusCode: number;
  statusMessage: string;
  description: string;
}

/** The not-found and internal-error pages of spec §2, on their own so they render whatever broke. */
export function ErrorPage({ statusCode, statusMessage, description }: ErrorPageProps) {
  useDocumentTitle(statusMessage);
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 2,
      }}
    >
      {/* Box rather than Typography: this page is part of the first bundle. */}
      <Box component="p" sx={{ m: 0, fontSize: '3rem', fontWeight: 700, color: 'primary.main' }}>
        {statusCode}
      </Box>
      <Box component="h1" sx={{ typography: 'h1', m: 0 }}>
        {statusMessage}
      </Box>
      {description ? (
        <Box component="p" sx={{ typography: 'body1', m: 0, maxWidth: 560 }}>
          {description}
        </Box>
      ) : null}
      {/* A plain link and a full page load: a broken app state does not survive the way home. */}
      <Box
        component="a"
        href="/"
        sx={{
          mt: 1,
          px: 3,
          py: 1.25,
          borderRadius: 6,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
          textDecoration: 'none',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        Go to the home page
      </Box>
    </Box>
  );
}
