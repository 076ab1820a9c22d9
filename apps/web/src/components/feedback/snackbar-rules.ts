/** How long a snackbar stays up unless it is given another time (spec §4, §9). */
export const SNACKBAR_DEFAULT_TIMEOUT_MS = 4000;

/**
 * A theme colour name. The named ones are the theme's (spec §9) plus `black` for a neutral message;
 * any other string is passed through as a colour name (spec §4).
 */
export type SnackbarColor =
  | 'primary'
  | 'secondary'
  | 'success'
  | 'warning'
  | 'error'
  | 'info'
  | 'black'
  | (string & NonNullable<unknown>);

/** The status icons a snackbar picks for itself; the web maps each to its outlined MUI icon. */
export const SNACKBAR_STATUS_ICONS = ['success', 'warning', 'error', 'info'] as const;
export type SnackbarStatusIcon = (typeof SNACKBAR_STATUS_ICONS)[number];

/**
 * The `state` argument of a snackbar: true for a success in the brand colour, false for a failure,
 * null (or nothing) for a neutral message, or a colour name.
 */
export type SnackbarStateArgument = boolean | SnackbarColor | null | undefined;

/**
 * Spec §4: true → `primary`, false → `error`, null → `black`, a string is used as the colour name.
 * Leaving the state out, or giving an empty string, is taken as null.
 */
export function snackbarColor(state: SnackbarStateArgument): SnackbarColor {
  if (state === true) return 'primary';
  if (state === false) return 'error';
  if (state === null || state === undefined || state === '') return 'black';
  return state;
}

/**
 * Spec §4: a given icon wins; with none, the colours success, warning, error and info get their
 * matching outline icon and any other colour gets none (null). An empty string is no icon given.
 */
export function snackbarIcon(color: SnackbarColor, icon?: string | null): string | null {
  if (icon) return icon;
  return isStatusIcon(color) ? color : null;
}

function isStatusIcon(color: string): color is SnackbarStatusIcon {
  return (SNACKBAR_STATUS_ICONS as readonly string[]).includes(color);
}

/** What the snackbar shows (spec §3 "Notification (snackbar)"). */
export interface Snackbar {
  visible: boolean;
  message: string;
  /** Extra lines under the message, such as each field that needs fixing. */
  items: readonly string[];
  timeoutMs: number;
  color: SnackbarColor | null;
  icon: string | null;
}

export interface SnackbarRequest {
  message: string;
  items?: readonly string[];
  state?: SnackbarStateArgument;
  icon?: string | null;
  /** Defaults to SNACKBAR_DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** The hidden, empty snackbar: what there is before anything is shown and after it is cleared. */
export const HIDDEN_SNACKBAR: Readonly<Snackbar> = {
  visible: false,
  message: '',
  items: [],
  timeoutMs: SNACKBAR_DEFAULT_TIMEOUT_MS,
  color: null,
  icon: null,
};

/** Showing sets it visible with the text, items, colour (from `state`) and icon (spec §4). */
export function showSnackbar(request: SnackbarRequest): Snackbar {
  const color = snackbarColor(request.state);
  return {
    visible: true,
    message: request.message,
    items: request.items ?? [],
    timeoutMs: request.timeoutMs ?? SNACKBAR_DEFAULT_TIMEOUT_MS,
    color,
    icon: snackbarIcon(color, request.icon),
  };
}

/** Clearing hides it, empties text, items, colour and icon, and resets the timer to 4000 ms (spec §4). */
export function clearSnackbar(): Snackbar {
  return { ...HIDDEN_SNACKBAR, items: [] };
}
