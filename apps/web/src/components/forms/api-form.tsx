import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSyncExternalStore, type FormEventHandler, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ApiFormContext } from './api-form-context';
import type { ApiFormBinding } from './use-api-form';

interface ApiFormProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  binding: ApiFormBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Names the form for screen readers when the page has more than one. */
  'aria-label'?: string;
  /** For a submit button outside the form (`form=` on the button), as a dialog's actions are. */
  id?: string;
  children: ReactNode;
}

/**
 * A form with its fields stacked, and one alert at the top for what is not about a single field
 * (a wrong password, too many attempts). The browser's own checks are off: the schema speaks.
 * In a prerendered page (docs/decisions/019) the controls are disabled until React has hydrated it:
 * text typed before then would be reset by the form library, and a submit would be the browser's own
 * (a GET with the password in the address).
 */
export function ApiForm<T extends FieldValues, O>({
  form,
  binding,
  onSubmit,
  children,
  ...rest
}: ApiFormProps<T, O>) {
  const { formError, formErrorRef } = binding;
  const hydrated = useHydrated();
  return (
    <FormProvider {...form}>
      <ApiFormContext value={binding}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={rest['aria-label']} id={rest.id}>
          {/* role="none": a grouping for the disabled state only, nothing to announce. */}
          <Box
            component="fieldset"
            role="none"
            disabled={!hydrated}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, m: 0, p: 0, border: 0, minWidth: 0 }}
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
        </Box>
      </ApiFormContext>
    </FormProvider>
  );
}

const noSubscription = () => () => {};

/**
 * False in the server's render and in the hydrating render that must match it, true from then on
 * (and at once in a render that is not hydrating): React reads the server snapshot in both.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
