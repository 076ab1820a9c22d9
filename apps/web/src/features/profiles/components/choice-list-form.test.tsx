import { SERVICE_CATALOGUE, ServiceListSchema } from '@alongside/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { sessionUser } from '../../../test/session-user';
import { description, renderWithProviders } from '../../../test/render-with-providers';
import { ChoiceListForm } from './choice-list-form';

function renderServices(value: string[]) {
  return renderWithProviders(
    <ChoiceListForm
      field="service_offerings"
      schema={ServiceListSchema}
      legend="I can help with"
      options={SERVICE_CATALOGUE}
      value={value}
    />,
  );
}

describe('ChoiceListForm', () => {
  it('names each choice by its label and describes it with its description', () => {
    fakeApi({});
    renderServices(['transport']);
    const care = screen.getByRole('checkbox', { name: 'Personal care' });
    expect(description(care)).toBe('Showering, dressing, grooming and toileting.');
    expect((screen.getByRole('checkbox', { name: 'Transport' }) as HTMLInputElement).checked).toBe(true);
  });

  it('saves the ticked values in the catalogue’s order, whatever order they were ticked in', async () => {
    const { requests } = fakeApi({ 'PATCH /api/profile': () => json(200, { data: sessionUser() }) });
    renderServices(['transport']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Companionship' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Personal care' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Transport' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile is saved.');
    expect(requests.at(-1)?.body).toEqual({ service_offerings: ['personal_care', 'companionship'] });
  });

  it('shows the server’s message for the list with the list', async () => {
    fakeApi({
      'PATCH /api/profile': () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { service_offerings: ['Only support workers can set this.'] },
        }),
    });
    renderServices([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Only support workers can set this.');
    expect(description(screen.getByRole('checkbox', { name: 'Personal care' }))).toContain(
      'Only support workers can set this.',
    );
  });
  it('as an onboarding step: asks for at least one, then saves under its own words and goes on', async () => {
    const { requests } = fakeApi({ 'PATCH /api/profile': () => json(200, { data: sessionUser() }) });
    const onSaved = vi.fn();
    renderWithProviders(
      <ChoiceListForm
        field="service_offerings"
        schema={ServiceListSchema}
        legend="I can help with"
        options={SERVICE_CATALOGUE}
        value={[]}
        emptyMessage="Choose at least one, or skip this step for now."
        submitLabel="Save and continue"
        onSaved={onSaved}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Choose at least one, or skip this step for now.');
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Transport' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests.at(-1)?.body).toEqual({ service_offerings: ['transport'] });
  });
});
