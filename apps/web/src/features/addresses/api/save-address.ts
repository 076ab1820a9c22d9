import {
  addressPath,
  addressPaths,
  type Address,
  type AddressBody,
  type AddressPatchBody,
  type AddressResponse,
} from '@alongside/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth/get-session';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

/**
 * After any change the list is read again, and so is the session user: its address fields and
 * `personal_details_completed` follow the primary address.
 */
function afterChange(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
    client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  ]);
}

/** POST /api/addresses; a bad field is a 422 naming it (the form shows it there). */
export function addAddress(body: AddressBody): Promise<Address> {
  return api
    .post<AddressResponse>(addressPaths.addresses, body, { snackbar: false })
    .then(({ data }) => data);
}

export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'add'],
    mutationFn: addAddress,
    onSuccess: () => afterChange(client),
  });
}

/** PATCH /api/addresses/:id with any subset; `{ is_primary: true }` makes it the main address. */
export function updateAddress({ id, body }: { id: string; body: AddressPatchBody }): Promise<Address> {
  return api.patch<AddressResponse>(addressPath(id), body, { snackbar: false }).then(({ data }) => data);
}

export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'update'],
    mutationFn: updateAddress,
    onSuccess: () => afterChange(client),
  });
}

/** DELETE /api/addresses/:id; if it was the main one, the newest one left takes its place. */
export function deleteAddress(id: string): Promise<Address> {
  return api.delete<AddressResponse>(addressPath(id)).then(({ data }) => data);
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'delete'],
    mutationFn: deleteAddress,
    onSuccess: () => afterChange(client),
  });
}
