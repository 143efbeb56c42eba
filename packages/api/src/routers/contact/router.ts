import { router } from '../../trpc.js';
import { createContactRoute } from './create-contact.js';

export const contactRouter = router({ create: createContactRoute });
