import type { Snackbar, SnackbarStateArgument, SnackbarStatusIcon } from './snackbar-rules';
import { createContext } from 'react';

/** What a caller gives `show` (spec §4). `list` adds lines under the message; `timer` is in ms. */
export interface SnackbarOptions {
  message: string;
  list?: readonly string[];
  /** true → primary, false → error, null → black, a string is a colour name (spec §4). */
  state?: SnackbarStateArgument;
  /** Without one, success, warning, error and info colours get their outline icon. */
  icon?: SnackbarStatusIcon;
  timer?: number;
}

export interface SnackbarControls {
  snackbar: Snackbar;
  show: (options: SnackbarOptions) => void;
  clear: () => void;
}

export const SnackbarContext = createContext<SnackbarControls | null>(null);
