import { useMutationState, type MutationKey } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The offer and the push code load only when an action calls for them (the entry JavaScript is at
// its budget, decision 034).
const PushOffer = lazy(() => import('./push-offer'));

/** The offer to turn on this device's notifications, loaded when it is drawn. */
export function LazyPushOffer(props: ComponentProps<typeof PushOffer>) {
  return (
    <Suspense fallback={null}>
      <PushOffer {...props} />
    </Suspense>
  );
}

/** How recent an action must be for the page after it to offer notifications. */
const RECENT_MS = 2 * 60 * 1000;

/**
 * Offers this device's notifications once a mutation with `mutationKey` (sending a request, applying)
 * succeeded in the last two minutes, on this page or the one it led to; nothing is asked on page load.
 */
export function PushOfferAfter({ mutationKey, when }: { mutationKey: MutationKey; when: string }) {
  const [mountedAt] = useState(() => Date.now());
  const succeeded = useMutationState({
    filters: { mutationKey, status: 'success' },
    select: (mutation) => mutation.state.submittedAt,
  });
  const recent = succeeded.some((at) => at >= mountedAt - RECENT_MS);
  return recent ? <LazyPushOffer when={when} /> : null;
}
