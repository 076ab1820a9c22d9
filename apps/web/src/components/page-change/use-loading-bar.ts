import { LOADING_BAR_TIMINGS } from '../../lib/web-settings';
import { useEffect, useRef, useState } from 'react';

export type LoadingBarPhase = 'hidden' | 'running' | 'done' | 'fading';

/**
 * The loading bar's phases (spec §9 timings): it appears only when loading lasts longer than the
 * throttle (200 ms), creeps towards the end over the duration (2000 ms), fills when loading ends,
 * fades after the hide delay (500 ms) and is reset after the reset delay (400 ms).
 */
export function useLoadingBar(busy: boolean, timings = LOADING_BAR_TIMINGS): LoadingBarPhase {
  const [phase, setPhase] = useState<LoadingBarPhase>('hidden');
  const shown = useRef(false);

  useEffect(() => {
    const timers: number[] = [];
    const later = (ms: number, run: () => void) => timers.push(window.setTimeout(run, ms));
    if (busy) {
      later(timings.throttleMs, () => {
        shown.current = true;
        setPhase('running');
      });
    } else if (shown.current) {
      setPhase('done');
      later(timings.hideDelayMs, () => {
        setPhase('fading');
        later(timings.resetDelayMs, () => {
          shown.current = false;
          setPhase('hidden');
        });
      });
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [busy, timings]);

  return phase;
}
