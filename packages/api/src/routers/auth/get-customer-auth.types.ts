import { ZCustomerLookup } from '@shop/domain';
import { z } from 'zod';
import type { OpenApiMeta } from 'trpc-to-openapi';

export const getCustomerAuthMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/get-customer-auth',
    tags: ['auth'],
    summary: 'Customer guard lookup: { customer } or null',
    protect: false,
  },
};
export const ZGetCustomerAuthInput = z.object({}).optional();
export const ZGetCustomerAuthOutput = ZCustomerLookup;
