import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ApiFormContext } from './api-form-context';
import type { ApiFormBinding } from './use-api-form';

interface ApiFormProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  binding: ApiFormBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Names the form for screen readers when the page has more than one. */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A form with its fields stacked, and one alert at the top for what is not about a single field
 * (a wrong password, too many attempts). The browser's own checks are off: the schema speaks.
 */
export function ApiForm<T extends FieldValues, O>({
  form,
  binding,
  onSubmit,
  children,
  ...rest
}: ApiFormProps<T, O>) {
  const { formError, formErrorRef } = binding;
  return (
    <FormProvider {...form}>
      <ApiFormContext value={binding}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={rest['aria-label']}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          {formError ? (
            <Alert
              severity="error"
              ref={formErrorRef}
              tabIndex={-1}
              sx={{ '&:focus': { outline: '3px solid', outlineOffset: 2 } }}
            >
              {formError.message}
              {formError.items.length > 0 ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {formError.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </Box>
              ) : null}
            </Alert>
          ) : null}
          {children}
        </Box>
      </ApiFormContext>
    </FormProvider>
  );
}
