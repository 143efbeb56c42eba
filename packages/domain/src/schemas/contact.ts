import { z } from 'zod';

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
