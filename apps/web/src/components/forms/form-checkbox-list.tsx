import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useApiFormBinding } from './api-form-context';
import { fieldMessages } from './field-messages';

export interface CheckboxOption {
  value: string;
  label: string;
  description?: string;
}

interface FormCheckboxListProps {
  /** A list field of the form: the checked values, in the order of `options`. */
  name: string;
  legend: string;
  options: readonly CheckboxOption[];
  hint?: string;
  /**
   * Lay the boxes out in columns at least this wide, as many as fit (a search form is long enough
   * without one checkbox a line); without it, one a line, each with its description.
   */
  columnWidth?: number;
}

/** Choices of which any number may be ticked, under a legend, with one message for the list. */
export function FormCheckboxList({ name, legend, options, hint, columnWidth }: FormCheckboxListProps) {
  const { field } = useController({ name });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError(name);
  const id = useId();
  const messageId = `${id}-message`;
  const checked = new Set((field.value as string[] | undefined) ?? []);

  const toggle = (value: string, on: boolean) => {
    clearServerError(name);
    const next = new Set(checked);
    if (on) next.add(value);
    else next.delete(value);
    // Kept in the catalogue's order, so the saved list reads the same way as the screen.
    field.onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };

  const messages = fieldMessages(error, hint);
  const space = columnWidth ? 0.5 : 1;
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ minWidth: 0 }}>
      <FormLabel
        component="legend"
        sx={{ color: 'text.primary', fontWeight: 600, mb: space, '&.Mui-focused': { color: 'text.primary' } }}
      >
        {legend}
      </FormLabel>
      {messages ? (
        <FormHelperText id={messageId} sx={{ mx: 0, mb: space }}>
          {messages}
        </FormHelperText>
      ) : null}
      <FormGroup
        sx={
          columnWidth
            ? {
                display: 'grid',
                gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${columnWidth}px), 1fr))`,
                columnGap: 1,
              }
            : { gap: 0.5 }
        }
      >
        {options.map((option, index) => {
          // The description is said after the name, so the name stays short to find and to speak.
          const descriptionId = option.description ? `${id}-${option.value}` : undefined;
          const describedBy = [descriptionId, messages ? messageId : undefined].filter(Boolean).join(' ');
          return (
            <Box key={option.value}>
              <FormControlLabel
                sx={{ mr: 0, minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                control={
                  <Checkbox
                    checked={checked.has(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        // The first box takes focus when the list has an error (react-hook-form setFocus).
                        ref: index === 0 ? field.ref : undefined,
                        'aria-describedby': describedBy || undefined,
                      },
                    }}
                  />
                }
                label={option.label}
              />
              {option.description ? (
                <Box
                  id={descriptionId}
                  sx={{ pl: 4.25, mt: -0.5, pb: 1, color: 'text.secondary', typography: 'body2' }}
                >
                  {option.description}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </FormGroup>
    </FormControl>
  );
}
