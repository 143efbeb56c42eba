import { z } from 'zod';
import { MAIL_TEMPLATE_KEYS } from './mail-template-keys.js';

export const ZMailTemplateKey = z.enum(MAIL_TEMPLATE_KEYS);

/** The longest subject, HTML and text a template may have (what the renderer's parse limit allows too). */
export const MAIL_TEMPLATE_SUBJECT_MAX = 255;
export const MAIL_TEMPLATE_BODY_MAX = 100_000;

export const ZMailTemplateKeyInput = z.object({ key: ZMailTemplateKey });
export type TMailTemplateKeyInput = z.infer<typeof ZMailTemplateKeyInput>;

/** A template as staff write it: Liquid in all three parts; no text means "derived from the HTML". */
export const ZMailTemplateInput = z.object({
  key: ZMailTemplateKey,
  subject: z.string().trim().min(1).max(MAIL_TEMPLATE_SUBJECT_MAX),
  html: z.string().min(1).max(MAIL_TEMPLATE_BODY_MAX),
  text: z.string().max(MAIL_TEMPLATE_BODY_MAX).nullable(),
});
export type TMailTemplateInput = z.infer<typeof ZMailTemplateInput>;

/** Preview of unsaved edits, rendered from a sample or from the most recent real order. */
export const ZMailTemplatePreviewInput = ZMailTemplateInput.extend({
  source: z.enum(['sample', 'latest-order']).default('sample'),
});
export type TMailTemplatePreviewInput = z.infer<typeof ZMailTemplatePreviewInput>;

export const ZMailTemplateVariable = z.object({ name: z.string(), description: z.string() });
export type TMailTemplateVariable = z.infer<typeof ZMailTemplateVariable>;

export const ZMailTemplateSummary = z.object({
  key: ZMailTemplateKey,
  title: z.string(),
  description: z.string(),
  /** False while the shop sends the default written in code. */
  edited: z.boolean(),
  updatedAt: z.string().nullable(),
  /** The staff member who saved it last, by name. */
  updatedBy: z.string().nullable(),
});
export type TMailTemplateSummary = z.infer<typeof ZMailTemplateSummary>;

export const ZMailTemplateParts = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string().nullable(),
});

export const ZMailTemplateDetail = ZMailTemplateSummary.extend({
  subject: z.string(),
  html: z.string(),
  text: z.string().nullable(),
  variables: z.array(ZMailTemplateVariable),
  defaults: ZMailTemplateParts,
});
export type TMailTemplateDetail = z.infer<typeof ZMailTemplateDetail>;

/** A rendered mail: what the customer would receive. */
export const ZMailTemplatePreview = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Where the values came from: the sample, or the order number used. */
  from: z.string(),
});
export type TMailTemplatePreview = z.infer<typeof ZMailTemplatePreview>;

export const ZMailTemplateSendTestResult = z.object({ to: z.string() });
