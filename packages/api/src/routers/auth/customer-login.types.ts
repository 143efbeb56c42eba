import { ZCustomer, ZLoginInput } from '@shop/domain';
import { z } from 'zod';
import type { OpenApiMeta } from 'trpc-to-openapi';

export const customerLoginMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/customer/login',
    tags: ['auth'],
    summary: 'Customer login',
    protect: false,
  },
};
export const ZCustomerLoginInput = ZLoginInput;
export const ZCustomerLoginOutput = z.object({ customer: ZCustomer });
