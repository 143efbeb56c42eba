import { ZMailTemplateDetail, ZMailTemplateKeyInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { mailTemplatesRest } from './mail-templates.rest.js';

export const detailMailTemplatesRoute = adminOnlyProcedure
  .meta(mailTemplatesRest.detail)
  .input(ZMailTemplateKeyInput)
  .output(ZMailTemplateDetail)
  .query(({ ctx, input }) => ctx.services.mailTemplates.detail(input.key));
