import { router } from '../../trpc.js';
import { getListSearchRoute } from './get-list-search.js';

export const searchRouter = router({
  getList: getListSearchRoute,
});
