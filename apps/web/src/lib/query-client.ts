import { QueryClient } from '@tanstack/react-query';

/**
 * Retries are the API client's job (spec §7: once, and only for some statuses and methods), so the
 * query layer does not add its own on top.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
