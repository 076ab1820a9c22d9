import { useEffect, useReducer } from 'react';
import { describePwa, readDiagnosticsInput, type PwaDiagnostics } from '../../../lib/pwa/diagnostics';
import { isInstallDismissed } from '../../../lib/pwa/install-prompt';
import { usePwaState } from '../../../lib/pwa/pwa-store';

/** The PWA facts of this browser, read on each render (cheap) and again when a worker takes control. */
export function usePwaDiagnostics(): PwaDiagnostics {
  const state = usePwaState();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    navigator.serviceWorker?.addEventListener('controllerchange', rerender);
    return () => navigator.serviceWorker?.removeEventListener('controllerchange', rerender);
  }, []);
  return describePwa(
    readDiagnosticsInput({
      serviceWorkerControlled: state.serviceWorkerControlled,
      registrationError: state.registrationError,
      installPromptAvailable: state.installPromptAvailable,
      installDismissed: isInstallDismissed(),
    }),
  );
}
