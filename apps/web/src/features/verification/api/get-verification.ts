import { verificationPaths, type VerificationSummary } from '@alongside/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const VERIFICATION_QUERY_KEY = ['verification'] as const;

/** GET /api/verification: each requirement of the person with its status, required ones first. */
export function verificationQueryOptions() {
  return queryOptions({
    queryKey: [...VERIFICATION_QUERY_KEY, 'summary'],
    queryFn: () =>
      api
        .get<{ data: VerificationSummary }>(verificationPaths.verification)
        .then(({ data }): VerificationSummary => data),
  });
}

export function useVerification() {
  return useQuery(verificationQueryOptions());
}
