import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The form's main action; while it runs the button keeps its name and cannot be pressed twice. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" loading={pending} fullWidth>
      {children}
    </Button>
  );
}
