import type { Address } from '@alongside/contract';
import {
  DOLLARS_TEXT_MESSAGE,
  dollarsToCents,
  SERVICE_CATALOGUE,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@alongside/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { LANGUAGE_OPTIONS } from '../../../components/forms/choice-options';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { OTHER_PLACE, RADIUS_CHOICES, type SearchFormValues } from '../search-params';
import { CheckboxField } from './checkbox-field';
import { FormCheckboxList } from '../../../components/forms/form-checkbox-list';
import { FormSelect } from '../../../components/forms/form-select';
import { TimeField } from './time-field';

/** The form's own checks: only what it can say better than the server (a rate in dollars). */
const SearchFormSchema = z.object({
  near: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  radius_km: z.string(),
  services: z.array(z.string()),
  gender: z.string(),
  has_car: z.boolean(),
  days: z.array(z.string()),
  from: z.string(),
  to: z.string(),
  max_rate: z
    .string()
    .refine((text) => text.trim() === '' || dollarsToCents(text) !== null, { message: DOLLARS_TEXT_MESSAGE }),
  languages: z.array(z.string()),
  include_unverified: z.boolean(),
  sort: z.string(),
}) satisfies z.ZodType<SearchFormValues, SearchFormValues>;

export const MAX_RATE_SERVER_TEXT = 'Enter the highest hourly rate in dollars, from $0.01 to $500.00.';

const SORT_CHOICES = [
  { value: 'best_match', label: 'Best match' },
  { value: 'distance', label: 'Distance, nearest first' },
  { value: 'rate', label: 'Hourly rate, lowest first' },
  { value: 'newest', label: 'Newest first' },
] as const;

const GENDER_CHOICES = [
  { value: '', label: 'Any' },
  { value: 'female', label: 'Woman' },
  { value: 'male', label: 'Man' },
  { value: 'non_binary', label: 'Non-binary' },
] as const;

const SERVICE_OPTIONS = SERVICE_CATALOGUE.map(({ value, label }) => ({ value, label }));
const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_LABELS[day] }));

function addressWords(address: Address): string {
  const place = `${address.suburb} ${address.state}`;
  const name = address.label ? `${address.label}: ${place}` : `${address.address}, ${place}`;
  return address.is_primary ? `${name} (main address)` : name;
}

export interface SearchFormProps {
  values: SearchFormValues;
  addresses: readonly Address[];
  /** The server's messages about the current URL's filters, by form field. */
  serverErrors: Readonly<Record<string, string>>;
  /** The server's message about something that is not one filter. */
  serverFormError: string | null;
  onSearch: (values: SearchFormValues) => void;
  /**
   * The suburb field for "Another suburb", bound to the form's `suburb`, `state` and `postcode`
   * (the addresses feature's autocomplete, given by the route).
   */
  placeField: ReactNode;
  /**
   * The form's id when its button lives outside it (the filter sheet's actions, which say how many
   * workers the chosen filters find): the form then draws no button of its own.
   */
  formId?: string;
  /** Told of every change before it is searched for (the filter sheet counts the workers it finds). */
  onValuesChange?: (values: SearchFormValues) => void;
}

/**
 * The filters, in the order people decide them: where, how far, what help, when, who, how much.
 * Every control is the browser's own (select, checkbox, text), so keys alone work everywhere.
 */
export function SearchForm({
  values,
  addresses,
  serverErrors,
  serverFormError,
  onSearch,
  placeField,
  formId,
  onValuesChange,
}: SearchFormProps) {
  const { form, binding, submit } = useApiForm(SearchFormSchema, {
    defaultValues: values,
    fields: ['near', 'suburb', 'radius_km', 'services', 'days', 'from', 'to', 'max_rate'],
  });
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const searchBinding = {
    ...binding,
    fieldError: (name: string) =>
      binding.fieldError(name) ?? (cleared.has(name) ? undefined : serverErrors[name]),
    clearServerError: (name: string) => {
      binding.clearServerError(name);
      setCleared((current) => (current.has(name) ? current : new Set(current).add(name)));
    },
    formError: binding.formError ?? (serverFormError ? { message: serverFormError, items: [] } : null),
  };
  const near = useWatch({ control: form.control, name: 'near' });
  useEffect(() => {
    if (!onValuesChange) return;
    const watching = form.watch((changed) => onValuesChange(changed as SearchFormValues));
    return () => watching.unsubscribe();
  }, [form, onValuesChange]);
  const nearOptions = [
    ...addresses.map((address) => ({ value: address.id, label: addressWords(address) })),
    { value: OTHER_PLACE, label: 'Another suburb' },
  ];

  return (
    <ApiForm
      form={form}
      binding={searchBinding}
      aria-label="Search filters"
      id={formId}
      onSubmit={submit(async (submitted) => onSearch(submitted))}
    >
      <FormSelect name="near" label="Near" options={nearOptions} fullWidth />
      {near === OTHER_PLACE ? placeField : null}
      <FormSelect
        fullWidth
        name="radius_km"
        label="Distance"
        options={RADIUS_CHOICES.map((km) => ({ value: km, label: `Within ${km} km` }))}
      />
      <FormCheckboxList
        name="services"
        legend="Services"
        options={SERVICE_OPTIONS}
        hint="Workers who offer all of these."
        columnWidth={160}
      />
      <FormCheckboxList
        name="days"
        legend="Days"
        options={DAY_OPTIONS}
        hint="Workers free on every day you tick."
        columnWidth={160}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        <TimeField name="from" label="Available from" />
        <TimeField name="to" label="Available until" />
      </Box>
      <FormSelect name="gender" label="Worker’s gender" options={GENDER_CHOICES} fullWidth />
      <CheckboxField name="has_car" label="Has a car for work" />
      <FormTextField
        name="max_rate"
        label="Highest hourly rate ($)"
        autoComplete="off"
        inputMode="decimal"
        hint="The weekday rate, in dollars, like 45.50."
      />
      <Box
        component="details"
        open={values.languages.length > 0 || Boolean(serverErrors['languages'])}
        sx={{ '& > summary': { cursor: 'pointer', py: 1.25 } }}
      >
        <Typography component="summary" sx={{ fontWeight: 600 }}>
          Languages
        </Typography>
        <Box sx={{ pt: 1 }}>
          <FormCheckboxList
            name="languages"
            legend="Speaks any of these languages"
            options={LANGUAGE_OPTIONS}
            columnWidth={160}
          />
        </Box>
      </Box>
      <CheckboxField name="include_unverified" label="Include workers who are not verified yet" />
      <FormSelect name="sort" label="Sort by" options={SORT_CHOICES} fullWidth />
      {formId ? null : (
        <Button type="submit" variant="contained" size="large" fullWidth>
          Search
        </Button>
      )}
    </ApiForm>
  );
}
