import { ZMailTemplateDetail, ZMailTemplateInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { mailTemplatesRest } from './mail-templates.rest.js';

export const saveMailTemplatesRoute = adminOnlyProcedure
  .meta(mailTemplatesRest.save)
  .input(ZMailTemplateInput)
  .output(ZMailTemplateDetail)
  .mutation(({ ctx, input }) => ctx.services.mailTemplates.save(input, ctx.staff));
