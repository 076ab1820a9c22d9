import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from '../../../components/forms/api-form-context';

/** The browser's own time input (hours and minutes typed or stepped with the arrow keys). */
export function TimeField({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);
  return (
    <TextField
      type="time"
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        clearServerError(name);
        field.onChange(event.target.value);
      }}
      label={label}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}
