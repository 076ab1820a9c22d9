import { PwaShell } from './pwa-shell';

/**
 * What every page carries around its content (spec §2 "App shell"): route announcer, loading bar,
 * and the PWA pieces (update banner, offline notice, debug panel).
 */
export function AppShell() {
  return <PwaShell />;
}
