// The mail templates' keys, without zod: the editor's URL (/admin/mail-templates/$key) reads them in the entry chunk.

/** Every mail the shop sends a customer (and an invited staff member), each with its own editable template. */
export const MAIL_TEMPLATE_KEYS = [
  'welcome',
  'already-registered',
  'no-account',
  'password-reset',
  'email-confirm',
  'email-change-notice',
  'guest-orders',
  'staff-invitation',
  'cart-reminder',
  'order-confirmation',
  'order-in-production',
  'order-ready-to-ship',
  'order-shipped',
  'order-shipment',
  'delivery-window-needed',
  'order-refunded',
  'case-update',
] as const;
export type TMailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];

/** Whether a URL's text names a mail template. */
export const isMailTemplateKey = (key: string): key is TMailTemplateKey =>
  (MAIL_TEMPLATE_KEYS as readonly string[]).includes(key);
