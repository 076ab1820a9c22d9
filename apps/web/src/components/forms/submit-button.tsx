import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/**
 * The form's main action. While it runs, the button keeps its words beside a spinner and keeps the
 * focus of a keyboard or screen reader user (a disabled button would drop it to the page), and a
 * second press does nothing: it is `aria-disabled`, and its press is cancelled before the form hears.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      aria-disabled={pending || undefined}
      onClick={pending ? (event) => event.preventDefault() : undefined}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
    >
      {children}
    </Button>
  );
}
