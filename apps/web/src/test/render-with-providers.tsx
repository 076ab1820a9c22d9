import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SnackbarProvider } from '../components/feedback/snackbar-provider';
import { createQueryClient } from '../lib/query-client';

/**
 * One feature component with what it needs around it: the query client, the snackbar and a router at
 * `path` (renderApp is for the whole app with its routes and guards).
 */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const client = createQueryClient();
  return {
    ...render(
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>,
    ),
    client,
  };
}

/** The text of everything that describes a control (its hint and its message). */
export function description(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
