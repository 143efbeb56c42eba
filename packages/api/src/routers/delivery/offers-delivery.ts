import { ZDeliveryOffers, ZDeliveryOffersInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { deliveryRest } from './delivery.rest.js';

export const offersDeliveryRoute = publicProcedure
  .meta(deliveryRest.offers)
  .input(ZDeliveryOffersInput)
  .output(ZDeliveryOffers)
  .query(({ ctx, input }) => ctx.services.delivery.offers(input));
