import { LOADING_BAR_TIMINGS } from '../../lib/web-settings';
import Box from '@mui/material/Box';
import { useNavigation } from 'react-router';
import { useLoadingBar, type LoadingBarPhase } from './use-loading-bar';

/** Spec §2: dark blue. 9.9:1 on the page background; a light edge keeps it visible on the purple app bar. */
export const LOADING_BAR_COLOR = '#0a2f6b';
export const LOADING_BAR_HEIGHT_PX = 3;

const SCALE: Record<LoadingBarPhase, number> = { hidden: 0, running: 0.9, done: 1, fading: 1 };

/** The bar at the top of the window while a page loads (React Router navigation state). */
export function LoadingBar() {
  const navigation = useNavigation();
  return <LoadingBarView phase={useLoadingBar(navigation.state !== 'idle')} />;
}

/** The bar itself, also shown on /showcase. Its width is a transform, so it never moves the layout. */
export function LoadingBarView({
  phase,
  position = 'fixed',
  label = 'Loading the page',
}: {
  phase: LoadingBarPhase;
  position?: 'fixed' | 'relative';
  label?: string;
}) {
  if (phase === 'hidden') return null;
  const { durationMs, resetDelayMs } = LOADING_BAR_TIMINGS;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        position,
        top: 0,
        left: 0,
        right: 0,
        zIndex: 'tooltip',
        height: LOADING_BAR_HEIGHT_PX,
        pointerEvents: 'none',
        opacity: phase === 'fading' ? 0 : 1,
        transition: `opacity ${resetDelayMs}ms linear`,
      }}
    >
      <Box
        sx={{
          height: '100%',
          bgcolor: LOADING_BAR_COLOR,
          boxShadow: '0 1px 0 rgba(255, 255, 255, 0.8)',
          transformOrigin: 'left',
          transform: `scaleX(${SCALE[phase]})`,
          transition: 'transform 200ms ease-out',
          // Creeps from empty towards 90 % over the duration; the rest fills when loading ends.
          animation:
            phase === 'running' ? `loading-bar-grow ${durationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1)` : 'none',
          '@keyframes loading-bar-grow': { from: { transform: 'scaleX(0)' } },
          // WCAG 2.3.3: no movement for people who asked for less; the bar simply shows.
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
        }}
      />
    </Box>
  );
}
