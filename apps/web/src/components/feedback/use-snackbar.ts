import { use } from 'react';
import { SnackbarContext, type SnackbarControls } from './snackbar-context';

export function useSnackbar(): SnackbarControls {
  const controls = use(SnackbarContext);
  if (!controls) throw new Error('useSnackbar needs a SnackbarProvider above it.');
  return controls;
}
