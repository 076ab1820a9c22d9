import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { sessionUser } from '../../../test/session-user';
import { description, renderWithProviders } from '../../../test/render-with-providers';
import { IndicativeRatesForm } from './indicative-rates-form';

const EMPTY = {
  travel_per_km_rate: null,
  weekday_hourly_rate: null,
  weekday_night_hourly_rate: null,
  weekend_hourly_rate: null,
  weekend_night_hourly_rate: null,
};

const LABELS = {
  weekday_hourly_rate: 'Weekday, dollars per hour',
  weekday_night_hourly_rate: 'Weekday night, dollars per hour',
  weekend_hourly_rate: 'Weekend, dollars per hour',
  weekend_night_hourly_rate: 'Weekend night, dollars per hour',
  travel_per_km_rate: 'Travel, dollars per km',
} as const;

function fill(values: Partial<Record<keyof typeof LABELS, string>>) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(LABELS[field as keyof typeof LABELS]), { target: { value } });
  }
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));

describe('IndicativeRatesForm', () => {
  it.each([
    { typed: '45.50', cents: 4550 },
    { typed: '70.29', cents: 7029 },
    { typed: '$60.1', cents: 6010 },
    { typed: '1.15', cents: 115 },
    { typed: '500', cents: 50_000 },
  ])('sends "$typed" as exactly $cents cents', async ({ typed, cents }) => {
    const { requests } = fakeApi({ 'PATCH /api/profile': () => json(200, { data: sessionUser() }) });
    renderWithProviders(<IndicativeRatesForm rates={EMPTY} />);
    fill({
      weekday_hourly_rate: typed,
      weekday_night_hourly_rate: '50',
      weekend_hourly_rate: '60',
      weekend_night_hourly_rate: '70',
      travel_per_km_rate: '0.29',
    });
    save();
    await screen.findByText('Your profile is saved.');
    expect(requests.at(-1)?.body).toEqual({
      indicative_rates: {
        weekday_hourly_rate: cents,
        weekday_night_hourly_rate: 5000,
        weekend_hourly_rate: 6000,
        weekend_night_hourly_rate: 7000,
        travel_per_km_rate: 29,
      },
    });
  });

  it.each([
    { typed: '600', message: 'Enter an hourly rate of $500.00 or less.' },
    { typed: '0.50', message: 'Enter an hourly rate of $1.00 or more.' },
    { typed: 'forty', message: 'Enter an amount in dollars, like 45.50.' },
    { typed: '45.505', message: 'Enter an amount in dollars, like 45.50.' },
    { typed: '', message: 'Enter an amount in dollars, like 45.50.' },
  ])('shows "$typed" as "$message" on its field and sends nothing', async ({ typed, message }) => {
    const { requests } = fakeApi({});
    renderWithProviders(<IndicativeRatesForm rates={EMPTY} />);
    fill({
      weekday_hourly_rate: typed,
      weekday_night_hourly_rate: '50',
      weekend_hourly_rate: '60',
      weekend_night_hourly_rate: '70',
      travel_per_km_rate: '1',
    });
    save();
    const field = screen.getByLabelText(LABELS.weekday_hourly_rate);
    await waitFor(() => expect(description(field)).toContain(message));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('starts from the saved rates as dollars, shows them as AUD, and the NDIS price limit beside each', () => {
    fakeApi({});
    renderWithProviders(
      <IndicativeRatesForm rates={{ ...EMPTY, weekday_hourly_rate: 4550, travel_per_km_rate: 0 }} />,
    );
    const weekday = screen.getByLabelText(LABELS.weekday_hourly_rate);
    expect((weekday as HTMLInputElement).value).toBe('45.50');
    expect(description(weekday)).toContain('Saved: $45.50');
    expect(description(weekday)).toContain('NDIS price limit 2025–26 (weekday daytime): $70.23');
    expect((screen.getByLabelText(LABELS.travel_per_km_rate) as HTMLInputElement).value).toBe('0.00');
    expect(description(screen.getByLabelText(LABELS.weekend_hourly_rate))).toContain('Not set yet.');
  });

  it('shows the server’s message for one rate on that rate', async () => {
    fakeApi({
      'PATCH /api/profile': () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { 'indicative_rates.travel_per_km_rate': ['Enter a travel rate of $5.00 per km or less.'] },
        }),
    });
    renderWithProviders(<IndicativeRatesForm rates={EMPTY} />);
    fill({
      weekday_hourly_rate: '45',
      weekday_night_hourly_rate: '50',
      weekend_hourly_rate: '60',
      weekend_night_hourly_rate: '70',
      travel_per_km_rate: '1',
    });
    save();
    const travel = screen.getByLabelText(LABELS.travel_per_km_rate);
    await waitFor(() =>
      expect(description(travel)).toContain('Enter a travel rate of $5.00 per km or less.'),
    );
  });
});
