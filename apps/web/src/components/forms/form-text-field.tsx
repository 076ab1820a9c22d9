import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from './api-form-context';
import { fieldMessages } from './field-messages';

export interface FormTextFieldProps {
  name: string;
  /** Always visible (never a placeholder only). */
  label: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel';
  /** A box for a few lines of text (a description), growing from `minRows`. */
  multiline?: boolean;
  minRows?: number;
  /** A rule or hint shown under the field from the start, and read out with it. */
  hint?: ReactNode;
  /** Something inside the field's end, such as a show/hide button. */
  endAdornment?: ReactNode;
  autoFocus?: boolean;
  slotProps?: TextFieldProps['slotProps'];
}

/**
 * A bordered text field tied to the surrounding ApiForm: its message (the server's wins, spec §5) is
 * linked to the input through aria-describedby, and editing the field drops the server's message.
 */
export function FormTextField({
  name,
  label,
  autoComplete,
  type = 'text',
  inputMode,
  hint,
  endAdornment,
  autoFocus,
  multiline,
  minRows,
}: FormTextFieldProps) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);

  return (
    <TextField
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        clearServerError(name);
        field.onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      multiline={multiline}
      minRows={minRows}
      error={Boolean(error)}
      helperText={fieldMessages(error, hint)}
      slotProps={{
        htmlInput: { inputMode, spellCheck: type === 'text' ? undefined : false },
        input: endAdornment ? { endAdornment } : {},
        // A date field always shows the browser's dd/mm/yyyy guide, so its label sits above it.
        ...(type === 'date' ? { inputLabel: { shrink: true } } : {}),
      }}
    />
  );
}
