import {
  CalendarDateSchema,
  dateOfBirthProblem,
  FirstNameSchema,
  GENDERS,
  GenderSchema,
  LastNameSchema,
  PhoneSchema,
} from '@alongside/domain';
import type { SessionUser } from '@alongside/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveProfile } from '../hooks/use-save-profile';

/** Today in the browser's time zone, as YYYY-MM-DD (a date of birth is a calendar date). */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The API's field schemas; the date of birth is also checked against today, as the API does. */
function personalDetailsSchema(userType: SessionUser['user_type']) {
  return z
    .object({
      first_name: FirstNameSchema,
      last_name: LastNameSchema,
      date_of_birth: CalendarDateSchema,
      gender: GenderSchema,
      phone: PhoneSchema,
    })
    .superRefine((values, context) => {
      const problem = dateOfBirthProblem(values.date_of_birth, localToday(), userType);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['date_of_birth'] });
    });
}

/**
 * First and last name, date of birth, gender and phone. Used on the profile's personal details screen
 * and on /account/personal-details. The home address has its own screen (/addresses).
 */
export function PersonalDetailsForm({ user }: { user: SessionUser }) {
  const save = useSaveProfile();
  const [schema] = useState(() => personalDetailsSchema(user.user_type));
  const { form, binding, submit } = useApiForm(schema, {
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      date_of_birth: user.date_of_birth ?? '',
      gender: (user.gender ?? undefined) as z.input<typeof schema>['gender'] | undefined,
      phone: user.phone ?? '',
    },
    fields: ['first_name', 'last_name', 'date_of_birth', 'gender', 'phone'],
  });
  return (
    <ApiForm form={form} binding={binding} onSubmit={submit(async (values) => save(values))}>
      <FormTextField name="first_name" label="First name" autoComplete="given-name" />
      <FormTextField name="last_name" label="Last name" autoComplete="family-name" />
      <FormTextField name="date_of_birth" label="Date of birth" type="date" autoComplete="bday" />
      <FormRadioGroup name="gender" legend="Gender" options={GENDERS} />
      <FormTextField
        name="phone"
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="An Australian mobile or landline, like 0412 345 678."
      />
      <Alert severity="info">
        Your home address is on its own page:{' '}
        <Link component={RouterLink} to="/addresses">
          manage your addresses
        </Link>
        .
      </Alert>
      <SubmitButton pending={form.formState.isSubmitting}>Save</SubmitButton>
    </ApiForm>
  );
}
