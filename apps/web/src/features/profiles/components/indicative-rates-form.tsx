import {
  centsToDollarsText,
  dollarsTextSchema,
  formatCents,
  HourlyRateCentsSchema,
  NDIS_PRICE_LIMIT_GUIDANCE,
  TravelRateCentsSchema,
  type IndicativeRates,
} from '@alongside/domain';
import Box from '@mui/material/Box';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveProfile } from '../hooks/use-save-profile';
import type { ProfileFormHost } from './profile-form-host';

type RateField = keyof IndicativeRates;

const RATE_LABELS: Readonly<Record<RateField, string>> = {
  weekday_hourly_rate: 'Weekday, dollars per hour',
  weekday_night_hourly_rate: 'Weekday night, dollars per hour',
  weekend_hourly_rate: 'Weekend, dollars per hour',
  weekend_night_hourly_rate: 'Weekend night, dollars per hour',
  travel_per_km_rate: 'Travel, dollars per km',
};

/** The order on the screen: the hourly rates, then travel. */
const RATE_ORDER: readonly RateField[] = [
  'weekday_hourly_rate',
  'weekday_night_hourly_rate',
  'weekend_hourly_rate',
  'weekend_night_hourly_rate',
  'travel_per_km_rate',
];

/**
 * The form has the rates as dollar text; each is read into cents exactly, then checked with the
 * cents schema the API uses, so the range messages ("$500.00 or less") are the same on both sides.
 */
const RatesFormSchema = z.object({
  indicative_rates: z.object({
    weekday_hourly_rate: dollarsTextSchema().pipe(HourlyRateCentsSchema),
    weekday_night_hourly_rate: dollarsTextSchema().pipe(HourlyRateCentsSchema),
    weekend_hourly_rate: dollarsTextSchema().pipe(HourlyRateCentsSchema),
    weekend_night_hourly_rate: dollarsTextSchema().pipe(HourlyRateCentsSchema),
    travel_per_km_rate: dollarsTextSchema().pipe(TravelRateCentsSchema),
  }),
});

/** "NDIS price limit 2025–26 (weekday daytime): $70.23", shown under each rate as guidance. */
export function priceLimitGuidance(field: RateField): string {
  const { year, cents, labels } = NDIS_PRICE_LIMIT_GUIDANCE;
  return `NDIS price limit ${year} (${labels[field]}): ${formatCents(cents[field], 'en-AU')}`;
}

/** The five rates, typed in dollars ("45.50"), stored in cents, shown back as AUD. */
export function IndicativeRatesForm({
  rates,
  submitLabel = 'Save rates',
  onSaved,
}: ProfileFormHost & { rates: IndicativeRates }) {
  const save = useSaveProfile();
  const { form, binding, submit } = useApiForm(RatesFormSchema, {
    defaultValues: {
      indicative_rates: Object.fromEntries(
        RATE_ORDER.map((field) => [field, centsToDollarsText(rates[field])]),
      ) as Record<RateField, string>,
    },
    fields: RATE_ORDER.map((field) => `indicative_rates.${field}` as const),
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async (values) => {
        await save({ indicative_rates: values.indicative_rates });
        await onSaved?.();
      })}
    >
      {RATE_ORDER.map((field) => (
        <FormTextField
          key={field}
          name={`indicative_rates.${field}`}
          label={RATE_LABELS[field]}
          autoComplete="off"
          inputMode="decimal"
          hint={
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {rates[field] === null || rates[field] === undefined
                  ? 'Not set yet.'
                  : `Saved: ${formatCents(rates[field], 'en-AU')}`}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {priceLimitGuidance(field)}
              </Box>
            </>
          }
        />
      ))}
      <SubmitButton pending={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
    </ApiForm>
  );
}
