import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import { useDocumentTitle } from '../layout/use-document-title';

export interface ErrorPageProps {
  statusCode: number;
  statusMessage: string;
  description: string;
}

/**
 * The error pages of spec §2: the not-found page for 404, the internal-error page for anything else.
 * Built from Box only, with no app state, so they render whatever broke (they are in the first bundle).
 */
export function ErrorPage(props: ErrorPageProps) {
  return props.statusCode === 404 ? <NotFoundPage {...props} /> : <InternalErrorPage {...props} />;
}

export function NotFoundPage({ statusCode, statusMessage, description }: ErrorPageProps) {
  return (
    <ErrorLayout statusCode={statusCode} statusMessage={statusMessage} description={description}>
      <Box component="p" sx={{ typography: 'body1', m: 0, maxWidth: 560 }}>
        The page may have moved, or the link may have a typing mistake in it.
      </Box>
      <HomeLink />
    </ErrorLayout>
  );
}

export function InternalErrorPage({ statusCode, statusMessage, description }: ErrorPageProps) {
  return (
    <ErrorLayout statusCode={statusCode} statusMessage={statusMessage} description={description}>
      <Box component="p" sx={{ typography: 'body1', m: 0, maxWidth: 560 }}>
        Something went wrong on our side. It is not your fault. Please try again in a moment.
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        <Box
          component="button"
          type="button"
          onClick={() => window.location.reload()}
          sx={{ ...actionStyle, bgcolor: 'primary.main', color: 'primary.contrastText', border: 0 }}
        >
          Try again
        </Box>
        <HomeLink variant="outlined" />
      </Box>
    </ErrorLayout>
  );
}

function ErrorLayout({
  statusCode,
  statusMessage,
  description,
  children,
}: ErrorPageProps & { children: ReactNode }) {
  useDocumentTitle(statusMessage);
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 2,
        '&:focus': { outline: 'none' },
      }}
    >
      <Box component="p" sx={{ m: 0, fontSize: '3rem', fontWeight: 700, color: 'primary.main' }}>
        {statusCode}
      </Box>
      <Box component="h1" sx={{ typography: 'h1', m: 0 }}>
        {statusMessage}
      </Box>
      {description ? (
        <Box component="p" sx={{ typography: 'body1', m: 0, maxWidth: 560, overflowWrap: 'anywhere' }}>
          {description}
        </Box>
      ) : null}
      {children}
    </Box>
  );
}

const actionStyle = {
  mt: 1,
  px: 3,
  py: 1.25,
  minHeight: 44,
  borderRadius: 6,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** A plain link and a full page load: a broken app state does not survive the way home. */
function HomeLink({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  return (
    <Box
      component="a"
      href="/"
      sx={{
        ...actionStyle,
        ...(variant === 'contained'
          ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
          : { border: '2px solid', borderColor: 'primary.main', color: 'primary.main' }),
      }}
    >
      Go to the home page
    </Box>
  );
}
