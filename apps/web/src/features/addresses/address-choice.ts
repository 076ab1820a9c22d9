import type { Address } from '@alongside/contract';

/**
 * One of the person's addresses as a choice in a form: "Home: 1 Church Street, Parramatta NSW", and
 * whether it is their main address (a form may start with it chosen).
 */
export function addressChoice(address: Address): { id: string; label: string; main: boolean } {
  const place = `${address.address}, ${address.suburb} ${address.state}`;
  return {
    id: address.id,
    label: address.label ? `${address.label}: ${place}` : place,
    main: address.is_primary,
  };
}
