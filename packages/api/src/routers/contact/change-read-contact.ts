import { ZContactChangeReadInput, ZContactMessage } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { contactRest } from './contact.rest.js';

export const changeReadContactRoute = staffProcedure
  .meta(contactRest.changeRead)
  .input(ZContactChangeReadInput)
  .output(ZContactMessage)
  .mutation(({ ctx, input }) => ctx.services.contact.changeRead(input.id, input.isRead));
