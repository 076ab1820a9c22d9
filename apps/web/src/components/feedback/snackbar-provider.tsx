import {
  clearSnackbar,
  HIDDEN_SNACKBAR,
  showSnackbar,
  SNACKBAR_STATUS_ICONS,
  type Snackbar,
  type SnackbarStatusIcon,
} from './snackbar-rules';
import Box from '@mui/material/Box';
import { styled, useTheme, type Theme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SnackbarContext, type SnackbarControls, type SnackbarOptions } from './snackbar-context';
import { FLOATING_BOTTOM } from '../layout/floating-bottom';

/**
 * The icons are decorative and not in the first bundle: they load when the app is idle, and a
 * message shown before that appears without its icon.
 */
const loadIcon = () => import('./snackbar-icon');
const SnackbarIcon = lazy(loadIcon);
const STATUS_ICON_NAMES: readonly string[] = SNACKBAR_STATUS_ICONS;

const PALETTE_COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

interface Shown {
  snackbar: Snackbar;
  /** Bumped on every show, so the same text shown twice restarts the timer and is announced again. */
  sequence: number;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>({ snackbar: HIDDEN_SNACKBAR, sequence: 0 });

  const show = useCallback((options: SnackbarOptions) => {
    const next = showSnackbar({
      message: options.message,
      items: options.list ?? [],
      state: options.state,
      icon: options.icon ?? null,
      ...(options.timer === undefined ? {} : { timeoutMs: options.timer }),
    });
    setShown((previous) => ({ snackbar: next, sequence: previous.sequence + 1 }));
  }, []);
  const clear = useCallback(() => setShown((previous) => ({ ...previous, snackbar: clearSnackbar() })), []);

  const controls = useMemo<SnackbarControls>(
    () => ({ snackbar: shown.snackbar, show, clear }),
    [shown, show, clear],
  );

  return (
    <SnackbarContext value={controls}>
      {children}
      <SnackbarView snackbar={shown.snackbar} sequence={shown.sequence} onClose={clear} />
    </SnackbarContext>
  );
}

/**
 * The polite live region stays in the page at all times, so that a message put into it is announced
 * (a status region added together with its text often is not). Errors go to an alert instead.
 */
function SnackbarView({
  snackbar,
  sequence,
  onClose,
}: {
  snackbar: Snackbar;
  sequence: number;
  onClose: () => void;
}) {
  const theme = useTheme();
  const [paused, setPaused] = useState(false);
  const { visible, timeoutMs } = snackbar;

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
    idle(() => void loadIcon().catch(() => undefined));
  }, []);

  // WCAG 2.2.1: the message stays while the pointer is over it or focus is inside it.
  useEffect(() => {
    if (!visible || paused) return;
    const timer = setTimeout(onClose, timeoutMs);
    return () => clearTimeout(timer);
  }, [visible, paused, timeoutMs, sequence, onClose]);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible, onClose]);

  const assertive = snackbar.color === 'error';
  const colors = visible ? snackbarColors(theme, snackbar.color) : null;
  const icon =
    snackbar.icon !== null && STATUS_ICON_NAMES.includes(snackbar.icon)
      ? (snackbar.icon as SnackbarStatusIcon)
      : null;
  const content = visible ? (
    <Box key={sequence} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.75 }}>
      {icon ? (
        <Box component="span" data-icon={icon} sx={{ display: 'flex', pt: 0.25, minWidth: 20 }}>
          <Suspense fallback={null}>
            <SnackbarIcon name={icon} />
          </Suspense>
        </Box>
      ) : null}
      <div>
        <Box component="p" sx={{ m: 0 }}>
          {snackbar.message}
        </Box>
        {snackbar.items.length > 0 ? (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {snackbar.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        ) : null}
      </div>
    </Box>
  ) : null;

  return (
    <Box
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: FLOATING_BOTTOM,
        display: 'flex',
        justifyContent: 'center',
        px: 2,
        zIndex: theme.zIndex.snackbar,
        pointerEvents: 'none',
      }}
    >
      <Box
        data-testid="snackbar"
        data-color={snackbar.color ?? undefined}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        sx={
          colors
            ? {
                pointerEvents: 'auto',
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                maxWidth: 600,
                width: '100%',
                pl: 2,
                pr: 1,
                py: 0.75,
                borderRadius: 2,
                boxShadow: 6,
                bgcolor: colors.background,
                color: colors.text,
                '& > [role]': { flex: '1 1 auto' },
              }
            : { '& > [role]': { flex: '0 0 0' } }
        }
      >
        <div role="status" aria-atomic="true">
          {assertive ? null : content}
        </div>
        {/* Screen readers announce an alert when it is added, so it exists only while it has a message. */}
        {assertive && content ? (
          <div role="alert" aria-atomic="true">
            {content}
          </div>
        ) : null}
        {visible ? (
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={CLOSE_ICON_PATH} />
            </svg>
          </CloseButton>
        ) : null}
      </Box>
    </Box>
  );
}

/** Material's "close" glyph, drawn inline so the button needs nothing from the icon package. */
const CLOSE_ICON_PATH =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/** A plain button: MUI's IconButton would bring ButtonBase and its ripple into the first bundle. */
const CloseButton = styled('button')(({ theme }) => ({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: 'rgba(255, 255, 255, 0.12)' },
  '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: -3 },
  [theme.breakpoints.up('sm')]: { width: 36, height: 36 },
}));

/** Theme colours by name (spec §9); `black` is the neutral one; any other name is used as a CSS colour. */
function snackbarColors(theme: Theme, color: string | null): { background: string; text: string } {
  const named = PALETTE_COLORS.find((name) => name === color);
  if (named) return { background: theme.palette[named].main, text: theme.palette[named].contrastText };
  if (!color || color === 'black') return { background: '#1f1f1f', text: '#ffffff' };
  try {
    return { background: color, text: theme.palette.getContrastText(color) };
  } catch {
    // getContrastText reads hex, rgb() and hsl() only; a colour word gets white text.
    return { background: color, text: '#ffffff' };
  }
}
