// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

export const addressPaths = {
  addresses: '/api/addresses',
  address: '/api/addresses/:id',
  /** Suburb suggestions for the address form's autocomplete. */
  localities: '/api/localities',
} as const;

export function addressPath(id: string): string {
  return addressPaths.address.replace(':id', encodeURIComponent(id));
}
