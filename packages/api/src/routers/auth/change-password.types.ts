import { ZChangePasswordInput as ZInput, ZSuccess } from '@shop/domain';
import type { OpenApiMeta } from 'trpc-to-openapi';

export const changePasswordMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/change-password',
    tags: ['auth'],
    summary: 'Staff password change; ends other sessions',
  },
};
export const ZChangePasswordInput = ZInput;
export const ZChangePasswordOutput = ZSuccess;
