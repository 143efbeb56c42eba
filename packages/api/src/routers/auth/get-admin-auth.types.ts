import { ZAdminAuth } from '@shop/domain';
import { z } from 'zod';
import type { OpenApiMeta } from 'trpc-to-openapi';

export const getAdminAuthMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/get-admin-auth',
    tags: ['auth'],
    summary: 'The logged-in staff member, 401 without',
  },
};
export const ZGetAdminAuthInput = z.object({}).optional();
export const ZGetAdminAuthOutput = ZAdminAuth;
