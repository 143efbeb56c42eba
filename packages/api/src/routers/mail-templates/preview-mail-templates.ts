import { ZMailTemplatePreview, ZMailTemplatePreviewInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { mailTemplatesRest } from './mail-templates.rest.js';

/**
 * A mutation although it changes nothing: the template travels in the body, too long for a query string. Read-only,
 * so the editor's previews, one a pause in typing, leave no audit entries.
 */
export const previewMailTemplatesRoute = adminOnlyProcedure
  .meta({ ...mailTemplatesRest.preview, readOnly: true })
  .input(ZMailTemplatePreviewInput)
  .output(ZMailTemplatePreview)
  .mutation(({ ctx, input }) => ctx.services.mailTemplates.preview(input));
