import { ZContactUnreadCount, ZNoInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { contactRest } from './contact.rest.js';

export const unreadCountContactRoute = staffProcedure
  .meta(contactRest.unreadCount)
  .input(ZNoInput)
  .output(ZContactUnreadCount)
  .query(async ({ ctx }) => ({ unread: await ctx.services.contact.unreadCount() }));
