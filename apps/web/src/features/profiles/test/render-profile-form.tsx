import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from '../../../components/feedback/snackbar-provider';
import { createQueryClient } from '../../../lib/query-client';

/** A profile form with what it needs around it: the query client, the snackbar and a router. */
export function renderProfileForm(ui: ReactNode) {
  const client = createQueryClient();
  return {
    ...render(
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <MemoryRouter>{ui}</MemoryRouter>
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
