import { router } from '../../trpc.js';
import { createSocialRoute } from './create-social.js';
import { deleteSocialRoute } from './delete-social.js';
import { detailSocialRoute } from './detail-social.js';
import { getListSocialRoute } from './get-list-social.js';
import { getListWithoutPaginateSocialRoute } from './get-list-without-paginate-social.js';
import { updateSocialRoute } from './update-social.js';

export const socialRouter = router({
  getList: getListSocialRoute,
  getListWithoutPaginate: getListWithoutPaginateSocialRoute,
  detail: detailSocialRoute,
  create: createSocialRoute,
  update: updateSocialRoute,
  delete: deleteSocialRoute,
});
