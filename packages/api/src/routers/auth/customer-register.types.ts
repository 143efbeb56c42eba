import { ZCustomer, ZRegisterInput } from '@shop/domain';
import { z } from 'zod';
import type { OpenApiMeta } from 'trpc-to-openapi';

export const customerRegisterMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/customer/register',
    tags: ['auth'],
    summary: 'Register and log in',
    protect: false,
  },
};
export const ZCustomerRegisterInput = ZRegisterInput;
export const ZCustomerRegisterOutput = z.object({ customer: ZCustomer });
