import { ZContactMessage, ZIdInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { contactRest } from './contact.rest.js';

/**
 * A pure read: the message screen marks the message read through change-read when it opens it, so a prefetch (a
 * hover over the link) never marks a message nobody has seen.
 */
export const detailContactRoute = staffProcedure
  .meta(contactRest.detail)
  .input(ZIdInput)
  .output(ZContactMessage)
  .query(({ ctx, input }) => ctx.services.contact.detail(input.id));
