import { ZSuccess } from '@shop/domain';
import { z } from 'zod';
import type { OpenApiMeta } from 'trpc-to-openapi';

export const adminLogoutMeta: OpenApiMeta = {
  openapi: { method: 'POST', path: '/admin/logout', tags: ['auth'], summary: 'Staff logout', protect: false },
};
export const customerLogoutMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/customer/logout',
    tags: ['auth'],
    summary: 'Customer logout',
    protect: false,
  },
};
export const ZLogoutInput = z.object({}).optional();
export const ZLogoutOutput = ZSuccess;
