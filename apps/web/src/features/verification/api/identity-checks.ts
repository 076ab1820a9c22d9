import {
  identityCheckPath,
  identityCheckSandboxResultPath,
  verificationPaths,
  type IdentityCheck,
} from '@alongside/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth/get-session';
import { VERIFICATION_QUERY_KEY } from './get-verification';

const IDENTITY_CHECK_KEY = [...VERIFICATION_QUERY_KEY, 'identity-check'] as const;

/** GET /api/identity-checks/:id, read again every few seconds while the provider has not answered. */
export function identityCheckQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...IDENTITY_CHECK_KEY, id],
    queryFn: () =>
      api.get<{ data: IdentityCheck }>(identityCheckPath(id)).then(({ data }): IdentityCheck => data),
    // The sandbox answers at once when the tester chooses; a real provider's callback may take a while.
    refetchInterval: (query) =>
      query.state.data?.status === 'started' && query.state.data.provider !== 'sandbox' ? 3000 : false,
  });
}

export function useIdentityCheck(id: string | null) {
  return useQuery({ ...identityCheckQueryOptions(id ?? ''), enabled: id !== null });
}

/** POST /api/identity-checks: starts a check with the configured provider (409 when already checked). */
export function startIdentityCheck(): Promise<IdentityCheck> {
  return api
    .post<{ data: IdentityCheck }>(verificationPaths.identityChecks, undefined, { snackbar: false })
    .then(({ data }) => data);
}

export function useStartIdentityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['verification', 'identity-check', 'start'],
    mutationFn: startIdentityCheck,
    onSuccess: (check) => client.setQueryData(identityCheckQueryOptions(check.id).queryKey, check),
  });
}

/** POST /api/identity-checks/:id/sandbox-result: the tester's pass or fail (the sandbox provider only). */
export function sendSandboxResult({
  id,
  outcome,
}: {
  id: string;
  outcome: 'pass' | 'fail';
}): Promise<IdentityCheck> {
  return api
    .post<{ data: IdentityCheck }>(identityCheckSandboxResultPath(id), { outcome })
    .then(({ data }) => data);
}

export function useSandboxResult() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['verification', 'identity-check', 'sandbox-result'],
    mutationFn: sendSandboxResult,
    onSuccess: async (check) => {
      client.setQueryData(identityCheckQueryOptions(check.id).queryKey, check);
      // A pass records an approved identity document and may complete the profile.
      await Promise.all([
        client.invalidateQueries({ queryKey: [...VERIFICATION_QUERY_KEY, 'summary'] }),
        client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}
