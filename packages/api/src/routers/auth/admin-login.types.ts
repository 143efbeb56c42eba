import { ZAdminAuth, ZLoginInput } from '@shop/domain';
import type { OpenApiMeta } from 'trpc-to-openapi';

export const adminLoginMeta: OpenApiMeta = {
  openapi: { method: 'POST', path: '/admin/login', tags: ['auth'], summary: 'Staff login', protect: false },
};
export const ZAdminLoginInput = ZLoginInput;
export const ZAdminLoginOutput = ZAdminAuth;
