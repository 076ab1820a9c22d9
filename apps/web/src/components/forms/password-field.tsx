import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ReactNode } from 'react';
import { FormTextField } from './form-text-field';

interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
}

/** A password field with a button to show what was typed (fewer mistakes on small screens). */
export function PasswordField({ name, label, autoComplete, hint }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      name={name}
      label={label}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      hint={hint}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
