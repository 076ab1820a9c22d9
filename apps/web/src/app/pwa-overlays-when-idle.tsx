import { lazy, Suspense, useEffect, useState } from 'react';
import { captureInstallPrompt } from '../lib/pwa/install-prompt-capture';

// Chromium offers the install once, early: keep the offer from the first bundle on (spec §4).
if (typeof window !== 'undefined') captureInstallPrompt();

const IdleParts = lazy(() => import('./idle-parts'));

/**
 * The PWA pieces of the app shell, loaded when the browser is idle: update banner, offline notice, install offer, debug panel (spec §2, §4),
 * and the sending of messages written offline (app/idle-parts.tsx, decision 039).
 * Everything but the install-prompt capture loads once the browser is idle after the first render, so
 * it costs the first page nothing (initial JS budget, issue #3).
 */
export function PwaOverlaysWhenIdle() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 500);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <IdleParts />
    </Suspense>
  ) : null;
}
