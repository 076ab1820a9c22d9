import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { SnackbarProvider } from '../components/feedback/snackbar-provider';
import { useSnackbar } from '../components/feedback/use-snackbar';
import { onApiError, onSessionEnded } from '../lib/api-client';
import { endSessionData, useRefreshSessionWhenVisible } from '../lib/auth/get-session';
import { theme } from './theme';

/** The page's base styles (CssBaseline's) are in index.html, so they apply before any JavaScript runs. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider themeId={THEME_ID} theme={theme}>
        <SnackbarProvider>
          <ApiEvents />
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Wires the API client's events to the app: errors to the snackbar (spec §8), a dead session to the cache. */
function ApiEvents() {
  const { show } = useSnackbar();
  const client = useQueryClient();
  useRefreshSessionWhenVisible();
  useEffect(() => onApiError((text) => show({ message: text, state: false })), [show]);
  useEffect(() => onSessionEnded(() => endSessionData(client)), [client]);
  return null;
}
