import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveCounts } from './live-counts';

const NONE: LiveCounts = { unreadMessages: 0 };

/**
 * The frame's live counts (issue #22): once a person is signed in, the app's socket is opened by a
 * module loaded after the page has shown (the entry has no room for it, decision 034), and the
 * unread messages and the bell follow what happens elsewhere.
 */
export function useLiveCounts(selfId: string | null): LiveCounts {
  const queryClient = useQueryClient();
  const [counts, setCounts] = useState<LiveCounts>(NONE);
  useEffect(() => {
    if (selfId === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./live-counts')
      .then(({ followLiveCounts }) => {
        if (!cancelled) stop = followLiveCounts(queryClient, selfId, setCounts);
      })
      // Without the module (offline before it was cached) the frame works, its counts unchanged.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
      setCounts(NONE);
    };
  }, [selfId, queryClient]);
  return counts;
}
