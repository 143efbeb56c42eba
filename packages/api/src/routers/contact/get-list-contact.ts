import { ZContactList, ZContactListInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { contactRest } from './contact.rest.js';

/** POST only because the legacy path says so: the filter arrives as a JSON body. */
export const getListContactRoute = staffProcedure
  .meta(contactRest.getList)
  .input(ZContactListInput)
  .output(ZContactList)
  .query(({ ctx, input }) => ctx.services.contact.getList(input));
