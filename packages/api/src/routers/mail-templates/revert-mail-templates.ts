import { ZMailTemplateDetail, ZMailTemplateKeyInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { mailTemplatesRest } from './mail-templates.rest.js';

export const revertMailTemplatesRoute = adminOnlyProcedure
  .meta(mailTemplatesRest.revert)
  .input(ZMailTemplateKeyInput)
  .output(ZMailTemplateDetail)
  .mutation(({ ctx, input }) => ctx.services.mailTemplates.revert(input.key, ctx.staff));
