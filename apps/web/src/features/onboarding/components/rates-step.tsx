import {
  centsToDollarsText,
  dollarsTextSchema,
  formatCents,
  HourlyRateCentsSchema,
  INDICATIVE_RATE_FIELDS,
  NDIS_PRICE_LIMIT_GUIDANCE,
  TravelRateCentsSchema,
} from '@alongside/domain';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveStep } from '../api/save-step';
import { StepActions } from './step-actions';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

type RateField = (typeof INDICATIVE_RATE_FIELDS)[number];

const hourly = () => dollarsTextSchema().pipe(HourlyRateCentsSchema);

/** Typed in dollars, saved in cents, checked with the API's own ranges. */
const RatesFormSchema = z.object({
  indicative_rates: z.object({
    weekday_hourly_rate: hourly(),
    weekday_night_hourly_rate: hourly(),
    weekend_hourly_rate: hourly(),
    weekend_night_hourly_rate: hourly(),
    travel_per_km_rate: dollarsTextSchema().pipe(TravelRateCentsSchema),
  }),
});

const RATE_ORDER: readonly { field: RateField; label: string }[] = [
  { field: 'weekday_hourly_rate', label: 'Weekday, per hour ($)' },
  { field: 'weekday_night_hourly_rate', label: 'Weekday night, per hour ($)' },
  { field: 'weekend_hourly_rate', label: 'Weekend, per hour ($)' },
  { field: 'weekend_night_hourly_rate', label: 'Weekend night, per hour ($)' },
  { field: 'travel_per_km_rate', label: 'Travel, per km ($)' },
];

function guidance(field: RateField): string {
  const { year, cents, labels } = NDIS_PRICE_LIMIT_GUIDANCE;
  return `NDIS price limit ${year} (${labels[field]}): ${formatCents(cents[field], 'en-AU')}`;
}

/** /onboarding/rates (worker): the five indicative rates, with the NDIS price limit beside each. */
export function RatesStep() {
  const { user, nextPath, goNext } = useStep('rates');
  const save = useSaveStep();
  const saved = user?.indicative_rates;
  const { form, binding, submit } = useApiForm(RatesFormSchema, {
    defaultValues: {
      indicative_rates: Object.fromEntries(
        INDICATIVE_RATE_FIELDS.map((field) => [field, centsToDollarsText(saved?.[field])]),
      ) as Record<RateField, string>,
    },
    fields: RATE_ORDER.map(({ field }) => `indicative_rates.${field}` as const),
  });
  return (
    <StepFrame
      step="rates"
      intro="Your rates in Australian dollars. Clients see them as a guide; you agree the final price together."
    >
      <ApiForm
        form={form}
        binding={binding}
        onSubmit={submit(async (values) => {
          await save.mutateAsync(values);
          await goNext();
        })}
      >
        {RATE_ORDER.map(({ field, label }) => (
          <FormTextField
            key={field}
            name={`indicative_rates.${field}`}
            label={label}
            autoComplete="off"
            hint={guidance(field)}
          />
        ))}
        <StepActions pending={save.isPending} skipTo={nextPath} />
      </ApiForm>
    </StepFrame>
  );
}
