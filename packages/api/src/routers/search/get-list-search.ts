import { ZSearchInput, ZSearchResult } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { searchRest } from './search.rest.js';

/** A read, so that suggestions can ask as the visitor types; POST only because the legacy path says so. */
export const getListSearchRoute = publicProcedure
  .meta(searchRest.getList)
  .input(ZSearchInput)
  .output(ZSearchResult)
  .query(({ ctx, input }) => ctx.services.search.getList(input));
