import {
  AddressLabelSchema,
  AddressLine2Schema,
  AddressLineSchema,
  AustralianStateSchema,
  MAX_ADDRESSES_PER_PERSON,
  PostcodeSchema,
  SuburbSchema,
} from '@alongside/domain';
import { z } from 'zod';
import { listQuery } from '../shared/list-query';

/**
 * `POST /api/addresses`. Suburb, state and postcode must be a real combination of the localities
 * dataset; the coordinates come from there, never from the caller. The first address becomes the
 * primary one whatever `is_primary` says; `is_primary: true` makes this one the primary.
 */
export const AddressBodySchema = z.strictObject({
  label: AddressLabelSchema.optional(),
  address: AddressLineSchema,
  address_2: AddressLine2Schema.optional(),
  suburb: SuburbSchema,
  state: AustralianStateSchema,
  postcode: PostcodeSchema,
  is_primary: z.boolean({ error: 'Choose yes or no.' }).optional(),
});
export type AddressBody = z.input<typeof AddressBodySchema>;
export type AddressInput = z.output<typeof AddressBodySchema>;

/**
 * `PATCH /api/addresses/:id`: any subset. `is_primary: true` makes it the primary (the old one stops
 * being primary); `is_primary: false` is refused on the primary: choose another one instead.
 */
export const AddressPatchBodySchema = AddressBodySchema.partial();
export type AddressPatchBody = z.input<typeof AddressPatchBodySchema>;
export type AddressPatch = z.output<typeof AddressPatchBodySchema>;

/** One of the caller's addresses, with the point of its suburb (for radius search). */
export const AddressSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  address: z.string(),
  address_2: z.string().nullable(),
  suburb: z.string(),
  state: AustralianStateSchema,
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_primary: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressResponseSchema = z.object({ data: AddressSchema });
export type AddressResponse = z.infer<typeof AddressResponseSchema>;

/** Page and limit of the list parameters; the list is at most 10 long, so nothing else applies. */
export const AddressListQuerySchema = listQuery({
  resource: 'addresses',
  limit: { default: MAX_ADDRESSES_PER_PERSON, max: MAX_ADDRESSES_PER_PERSON },
});
export type AddressListQuery = z.output<typeof AddressListQuerySchema>;

/** `GET /api/addresses`: the caller's addresses, the primary first, then in the order they were added. */
export const AddressListResponseSchema = z.object({
  data: z.array(AddressSchema),
  meta: z.object({ page: z.number(), limit: z.number(), total: z.number(), last_page: z.number() }),
});
export type AddressListResponse = z.infer<typeof AddressListResponseSchema>;

export const LOCALITY_QUERY_MIN_LENGTH = 2;
export const LOCALITY_QUERY_MAX_LENGTH = 40;

/** `GET /api/localities?q=`: the start of a suburb's name or of a postcode, or both ("parra 2150"). */
export const LocalityQuerySchema = z.strictObject({
  q: z
    .string({ error: 'Type part of a suburb or postcode.' })
    .refine((value) => !value.includes('\u0000'), { message: 'Type part of a suburb or postcode.' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(LOCALITY_QUERY_MIN_LENGTH, { message: 'Type at least 2 letters or numbers.' })
        .max(LOCALITY_QUERY_MAX_LENGTH, { message: 'Type 40 characters or fewer.' }),
    ),
});

/** A suggested place: picking one fills suburb, state and postcode. */
export const LocalitySuggestionSchema = z.object({
  suburb: z.string(),
  state: AustralianStateSchema,
  postcode: z.string(),
});
export type LocalitySuggestion = z.infer<typeof LocalitySuggestionSchema>;

export const LocalityListResponseSchema = z.object({ data: z.array(LocalitySuggestionSchema) });
export type LocalityListResponse = z.infer<typeof LocalityListResponseSchema>;

/** Texts of the addresses area, shared by the API, the web and the tests. */
export const ADDRESS_MESSAGES = {
  added: 'Your address is added.',
  saved: 'Your address is saved.',
  deleted: 'The address is deleted.',
  madePrimary: 'This is now your main address.',
  nothingToSave: 'There is nothing to save.',
  tooMany: `You can keep up to ${MAX_ADDRESSES_PER_PERSON} addresses. Delete one to add another.`,
  checkSuburb: 'Check the suburb, or choose one from the list.',
  keepOnePrimary: 'Choose another address as your main address instead.',
} as const;

/** The 422 text on `postcode` when suburb, state and postcode are not a real place together. */
export function unknownLocalityMessage(suburb: string, state: string, postcode: string): string {
  return `We cannot find ${suburb} ${state} ${postcode}. Check the suburb and postcode.`;
}
