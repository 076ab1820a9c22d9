import {
  addressPath,
  addressPaths,
  type Address,
  type AddressListResponse,
  type AddressResponse,
} from '@alongside/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ADDRESSES_QUERY_KEY = ['addresses'] as const;

/** GET /api/addresses: at most 10, so one page holds them all, the primary first. */
export function addressesQueryOptions() {
  return queryOptions({
    queryKey: [...ADDRESSES_QUERY_KEY, 'list'],
    queryFn: () => api.get<AddressListResponse>(addressPaths.addresses).then(({ data }) => data),
  });
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}

/** GET /api/addresses/:id, for the edit form. Someone else's or a missing id answers 404. */
export function addressQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADDRESSES_QUERY_KEY, 'detail', id],
    queryFn: () => api.get<AddressResponse>(addressPath(id)).then(({ data }): Address => data),
    retry: false,
  });
}

export function useAddress(id: string | null) {
  return useQuery({ ...addressQueryOptions(id ?? ''), enabled: id !== null });
}
