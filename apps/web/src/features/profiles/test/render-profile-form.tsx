import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';

/** A profile form with what it needs around it: the query client, the snackbar and a router. */
export function renderProfileForm(ui: ReactNode) {
  const client = createQueryClient();
  return {
    ...render(
      <AppProviders client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </AppProviders>,
    ),
    client,
  };
}

/** The text of everything that describes a control (its hint and its message). */
export function description(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
