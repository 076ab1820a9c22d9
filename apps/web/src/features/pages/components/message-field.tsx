import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from '../../../components/forms/api-form-context';

interface MessageFieldProps {
  name: string;
  label: string;
  hint: string;
  maxLength: number;
}

/**
 * A multi-line text field tied to the surrounding ApiForm, like FormTextField: the server's message
 * wins until the field is edited. Shows how many characters are left once the person nears the limit.
 */
export function MessageField({ name, label, hint, maxLength }: MessageFieldProps) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);
  const value = (field.value as string | undefined) ?? '';
  const left = maxLength - value.length;
  const counter = left < 500 ? ` ${Math.max(left, 0)} characters left.` : '';

  return (
    <TextField
      name={field.name}
      value={value}
      onChange={(event) => {
        clearServerError(name);
        field.onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      multiline
      minRows={5}
      maxRows={14}
      error={Boolean(error)}
      helperText={
        <>
          {error ? <span style={{ display: 'block' }}>{error}</span> : null}
          <span style={{ display: 'block' }}>
            {hint}
            {counter}
          </span>
        </>
      }
    />
  );
}
