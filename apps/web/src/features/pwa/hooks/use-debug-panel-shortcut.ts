import { useEffect, useState } from 'react';

/** Spec §2: Ctrl+Shift+D shows and hides the debug panel. */
export function isDebugPanelShortcut(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'code' | 'key'>,
): boolean {
  return (
    event.ctrlKey &&
    event.shiftKey &&
    !event.altKey &&
    !event.metaKey &&
    (event.code === 'KeyD' || event.key.toLowerCase() === 'd')
  );
}

export function useDebugPanelShortcut(): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isDebugPanelShortcut(event)) return;
      event.preventDefault();
      setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return [open, setOpen];
}
