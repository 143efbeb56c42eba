import { ZMailTemplateSummary, ZNoInput } from '@shop/domain';
import { z } from 'zod';
import { adminOnlyProcedure } from '../../trpc.js';
import { mailTemplatesRest } from './mail-templates.rest.js';

export const getListMailTemplatesRoute = adminOnlyProcedure
  .meta(mailTemplatesRest.getList)
  .input(ZNoInput)
  .output(z.array(ZMailTemplateSummary))
  .query(({ ctx }) => ctx.services.mailTemplates.getList());
