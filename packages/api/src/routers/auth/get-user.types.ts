import { ZUserLookup } from '@shop/domain';
import { z } from 'zod';
import type { OpenApiMeta } from 'trpc-to-openapi';

export const getUserMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/user/get-user',
    tags: ['auth'],
    summary: 'Staff guard lookup: { user } or null',
    protect: false,
  },
};
export const ZGetUserInput = z.object({}).optional();
export const ZGetUserOutput = ZUserLookup;
