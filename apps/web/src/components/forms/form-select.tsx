import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from './api-form-context';
import { fieldMessages } from './field-messages';

export interface FormSelectProps {
  name: string;
  /** Always visible (never a placeholder only). */
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  fullWidth?: boolean;
}

/**
 * One of a list as the browser's own select (easy with a keyboard, a screen reader and a phone),
 * tied to the surrounding ApiForm like FormTextField.
 */
export function FormSelect({ name, label, options, hint, fullWidth }: FormSelectProps) {
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
      helperText={fieldMessages(error, hint)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth={fullWidth}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
