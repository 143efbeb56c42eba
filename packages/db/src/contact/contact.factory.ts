import { ContactMessage } from '../entities/index.js';
import { type TSeedTarget, uniqueSuffix, insert } from '../seed/factory-kit.js';

/** An unread message sent through the contact form. */
export async function seedContactMessage(
  db: TSeedTarget,
  over: Partial<ContactMessage> = {},
): Promise<ContactMessage> {
  const tag = uniqueSuffix();
  return insert(db, ContactMessage, {
    name: `Visitor ${tag}`,
    email: `visitor-${tag}@example.com`,
    subject: `Question ${tag}`,
    message: 'Do you deliver on Saturdays?',
    ...over,
  });
}
