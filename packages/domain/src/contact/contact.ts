import { z } from 'zod';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import { fallbackEnum, ZId, ZSearch } from '../common/fields.js';

export const CONTACT_LIMITS = { name: 120, email: 190, subject: 190, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  name: 'Enter your name.',
  email: 'Enter a valid email address.',
  subject: 'Enter a subject.',
  message: 'Enter your message.',
  sent: 'Thank you, your message has been sent. We will reply by email soon.',
} as const;

const text = (label: string, required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * The contact form. `website` is a honeypot: hidden from people (and from screen readers), so only a bot fills
 * it in; such a message is answered as sent but neither stored nor mailed.
 */
export const ZContactForm = z.object({
  name: text('Name', CONTACT_MESSAGES.name, CONTACT_LIMITS.name),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters.`)
    .email(CONTACT_MESSAGES.email),
  subject: text('Subject', CONTACT_MESSAGES.subject, CONTACT_LIMITS.subject),
  message: text('Message', CONTACT_MESSAGES.message, CONTACT_LIMITS.message),
  website: z.string().max(2000).optional(),
});
export type TContactForm = z.infer<typeof ZContactForm>;
export type TContactFormInput = z.input<typeof ZContactForm>;

export const ZContactSent = z.object({ success: z.literal(true), message: z.string() });
export type TContactSent = z.infer<typeof ZContactSent>;

/** The back-office list's read filter: every message, only the unread ones, or only the read ones. */
export const CONTACT_READ_FILTERS = ['all', 'unread', 'read'] as const;
export type TContactReadFilter = (typeof CONTACT_READ_FILTERS)[number];

/** A stored contact message as the back-office reads it. */
export const ZContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

/** POST /api/contact/get-list: unread first, then newest; searched by name, email and subject. */
export const ZContactListInput = ZPageInput.extend({
  search: ZSearch,
  filter: fallbackEnum(CONTACT_READ_FILTERS, 'all'),
});
export type TContactListInput = z.infer<typeof ZContactListInput>;
export const ZContactList = ZPaginated(ZContactMessage);

/**
 * POST /api/contact/change-read/{id}: `isRead` sets the flag (opening a message marks it read, "Mark as unread"
 * clears it); without it the flag flips, as the legacy call did.
 */
export const ZContactChangeReadInput = z.object({
  id: ZId,
  /**
   * A union, not a bare z.boolean(): trpc-to-openapi switches coercion on for a boolean at the top of a REST
   * input, and coerced, the text "false" would mean true. Legacy clients may send 1/0 or their text.
   */
  isRead: z
    .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['true', 'false', '1', '0'])])
    .transform((value) => value === true || value === 1 || value === 'true' || value === '1')
    .optional(),
});
export type TContactChangeReadInput = z.infer<typeof ZContactChangeReadInput>;

/** How many messages nobody has opened yet: the back-office sidebar's badge. */
export const ZContactUnreadCount = z.object({ unread: z.number().int() });
export type TContactUnreadCount = z.infer<typeof ZContactUnreadCount>;
