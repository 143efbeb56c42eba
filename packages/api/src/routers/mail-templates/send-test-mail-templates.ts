import { ZMailTemplateKeyInput, ZMailTemplateSendTestResult } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { mailTemplatesRest } from './mail-templates.rest.js';

export const sendTestMailTemplatesRoute = adminOnlyProcedure
  .meta(mailTemplatesRest.sendTest)
  .input(ZMailTemplateKeyInput)
  .output(ZMailTemplateSendTestResult)
  .mutation(({ ctx, input }) => ctx.services.mailTemplates.sendTest(input.key, ctx.staff));
