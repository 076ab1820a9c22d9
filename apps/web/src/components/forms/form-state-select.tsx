import { AUSTRALIAN_STATES } from '@alongside/domain';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from './api-form-context';

export interface FormStateSelectProps {
  name: string;
  /** Always visible (never a placeholder only). */
  label: string;
}

/**
 * An Australian state or territory as the browser's own select (easy with a keyboard, a screen reader
 * and a phone), tied to the surrounding ApiForm like FormTextField.
 */
export function FormStateSelect({ name, label }: FormStateSelectProps) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);
  return (
    <TextField
      select
      name={field.name}
      label={label}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        clearServerError(name);
        field.onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose one</option>
      {AUSTRALIAN_STATES.map((state) => (
        <option key={state.shortName} value={state.shortName}>
          {state.name}
        </option>
      ))}
    </TextField>
  );
}
