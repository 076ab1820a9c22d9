/** The PWA pieces of the shell: update banner, offline notice, install prompt, debug panel (spec §2, §4). */
export function PwaShell() {
  return null;
}
