import {
  AddressBodySchema,
  AddressListQuerySchema,
  AddressListResponseSchema,
  addressPaths,
  AddressPatchBodySchema,
  AddressResponseSchema,
  ErrorResponseSchema,
  LocalityListResponseSchema,
  LocalityQuerySchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { requireAuth } from '../../plugins/access';
import * as addresses from './addresses.service';

const tags = ['addresses'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
// Any text: a malformed id answers 404 like a missing record (the service checks it).
const params = z.strictObject({ id: z.string().max(100) });

/** A person's own addresses (only theirs: someone else's id answers like a missing one) and suburb suggestions. */
export function addressesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      addressPaths.addresses,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Your addresses, the primary first',
          security,
          querystring: AddressListQuerySchema,
          response: { 200: AddressListResponseSchema, ...errors },
        },
      },
      async (request) => addresses.listAddresses(ctx, requireAuth(request).user.id, request.query),
    );

    app.post(
      addressPaths.addresses,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Add an address',
          security,
          body: AddressBodySchema,
          response: { 201: AddressResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const data = await addresses.addAddress(ctx, requireAuth(request).user.id, request.body);
        return reply.code(201).send({ data });
      },
    );

    app.get(
      addressPaths.address,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'One of your addresses',
          security,
          params,
          response: { 200: AddressResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await addresses.getAddress(ctx, requireAuth(request).user.id, request.params.id),
      }),
    );

    app.patch(
      addressPaths.address,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Change an address, or make it your main one',
          security,
          params,
          body: AddressPatchBodySchema,
          response: { 200: AddressResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await addresses.updateAddress(
          ctx,
          requireAuth(request).user.id,
          request.params.id,
          request.body,
        ),
      }),
    );

    app.delete(
      addressPaths.address,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Delete an address (the newest one left becomes the main one)',
          security,
          params,
          response: { 200: AddressResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await addresses.deleteAddress(ctx, requireAuth(request).user.id, request.params.id),
      }),
    );

    app.get(
      addressPaths.localities,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Suburbs and towns for a part of a name or postcode',
          security,
          querystring: LocalityQuerySchema,
          response: { 200: LocalityListResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
        },
      },
      async (request) => ({ data: addresses.suggestPlaces(request.query.q) }),
    );
  };
}
