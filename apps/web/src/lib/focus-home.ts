/** How long a control that still has the focus after its action is watched for going away. */
const CONTROL_WAIT_MS = 2000;

/**
 * Where the keyboard's focus goes when a person's action takes away the control they used (an
 * update marked read leaves the list, a move no longer offered, a dialog's opener gone): the nearest
 * of the control's containers still on the page that is marked `data-focus-home`, else the page's
 * heading, instead of the page itself, where the next Tab starts again at the top. Call it with the
 * control before the action; call what it answers once the action is done. Focus that is still on
 * something on the page is left where it is.
 */
export function focusHomeOf(control: Element | null): () => void {
  const homes: HTMLElement[] = [];
  for (let element = control?.parentElement ?? null; element; element = element.parentElement) {
    if (element.hasAttribute('data-focus-home')) homes.push(element);
  }
  const settle = () => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const home =
      homes.find((element) => element.isConnected) ?? document.querySelector<HTMLElement>('main h1');
    if (!home) return;
    if (!home.hasAttribute('tabindex')) home.setAttribute('tabindex', '-1');
    home.focus();
  };
  return () => {
    if (control?.isConnected && document.activeElement === control) {
      // The page may still be drawing the change: wait a while for the control to go.
      const observer = new MutationObserver(() => {
        if (control.isConnected) return;
        stop();
        settle();
      });
      const timer = window.setTimeout(() => observer.disconnect(), CONTROL_WAIT_MS);
      const stop = () => {
        observer.disconnect();
        window.clearTimeout(timer);
      };
      observer.observe(document.body, { childList: true, subtree: true });
      return;
    }
    // After React has drawn the change the action made.
    window.requestAnimationFrame(settle);
  };
}
