import { lazy, Suspense } from 'react';
import PwaOverlays from '../features/pwa/components/pwa-overlays';
import { useSession } from '../lib/auth/get-session';

const SendWaitingMessages = lazy(() => import('../features/chat/components/send-waiting-messages'));

/**
 * What the app shell loads once the browser is idle (app/pwa-overlays-when-idle.tsx): the PWA parts,
 * and for a signed-in person the sending of messages written offline (decision 039), which loads the
 * chat's sending code only then, so a visitor's browser never fetches it.
 */
export default function IdleParts() {
  const { user } = useSession();
  return (
    <>
      <PwaOverlays />
      {user ? (
        <Suspense fallback={null}>
          <SendWaitingMessages userId={user.id} />
        </Suspense>
      ) : null}
    </>
  );
}
