import { JOB_PUBLISH_MESSAGES, RequestMessageSchema } from '@alongside/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RequestForm, type RequestJobChoice, type RequestPlaceChoice } from './request-form';

const HOME: RequestPlaceChoice = { id: 'a1', label: 'Home: 1 Church Street, Parramatta NSW', main: true };
const MUM: RequestPlaceChoice = { id: 'a2', label: 'Mum’s place: 4 King Street, Penrith NSW', main: false };

const WHERE = { name: /^Where\?/ };

/**
 * The form as `/requests/new` draws it on a page loaded directly: first with no addresses (the query
 * has not answered yet), then with them. `arrive` hands them in, as the query does.
 */
function renderWithLateAddresses(openJobs: readonly RequestJobChoice[] = []) {
  let arrive: (places: readonly RequestPlaceChoice[]) => void = () => undefined;
  function Page() {
    const [places, setPlaces] = useState<readonly RequestPlaceChoice[]>([]);
    arrive = setPlaces;
    return (
      <RequestForm
        worker={{ id: 'w1', first_name: 'Ava' }}
        places={places}
        openJobs={openJobs}
        addPlaceLink={<a href="/addresses/manage">Add an address</a>}
      />
    );
  }
  renderWithProviders(<Page />);
  return {
    arrive: (places: readonly RequestPlaceChoice[]) => act(() => arrive(places)),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RequestForm: where the support is', () => {
  it('ticks the only address when the addresses arrive after the form drew', () => {
    const page = renderWithLateAddresses();
    expect(screen.getByText('Add the address where the support is first.')).toBeVisible();

    page.arrive([{ ...HOME, main: false }]);

    expect(screen.getByRole('group', WHERE)).toBeVisible();
    expect(screen.getByRole('radio', { name: HOME.label })).toBeChecked();
  });

  it('ticks the main address among several when they arrive', () => {
    const page = renderWithLateAddresses();
    page.arrive([MUM, HOME]);
    expect(screen.getByRole('radio', { name: HOME.label })).toBeChecked();
    expect(screen.getByRole('radio', { name: MUM.label })).not.toBeChecked();
  });

  it('ticks none of several addresses when none is the main one', () => {
    const page = renderWithLateAddresses();
    page.arrive([{ ...HOME, main: false }, MUM]);
    expect(screen.getByRole('radio', { name: HOME.label })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: MUM.label })).not.toBeChecked();
  });

  it('keeps the address the person chose when the addresses arrive again', () => {
    const page = renderWithLateAddresses();
    page.arrive([HOME, MUM]);
    fireEvent.click(screen.getByRole('radio', { name: MUM.label }));
    expect(screen.getByRole('radio', { name: MUM.label })).toBeChecked();

    // A refetch (the window regained focus) hands in new objects with the same addresses.
    page.arrive([{ ...HOME }, { ...MUM }]);

    expect(screen.getByRole('radio', { name: MUM.label })).toBeChecked();
    expect(screen.getByRole('radio', { name: HOME.label })).not.toBeChecked();
  });

  it('does not ask where the support is on sending once the address has arrived', async () => {
    const page = renderWithLateAddresses();
    page.arrive([HOME]);
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    // Other fields are still empty, so the form refuses, but not for the place.
    const noMessage = RequestMessageSchema.safeParse('').error!.issues[0]!.message;
    expect(await screen.findByText(noMessage)).toBeVisible();
    expect(screen.queryByText(JOB_PUBLISH_MESSAGES.address_id)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: HOME.label })).toBeChecked();
  });
});
