import { QueryClient } from '@tanstack/react-query';

/**
 * Retries are the API client's job (spec §7: once, and only for some statuses and methods), so the
 * query layer does not add its own on top. A change a person asks for is sent even when the browser
 * says it is offline (`networkMode: 'always'`): it fails at once with the API client's "We could not
 * reach Alongside…" beside the form, which keeps what was typed, instead of waiting unseen behind a
 * busy button and going out later on its own. A change made in the background that should wait for
 * the connection says so itself (the read marks of a conversation).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
