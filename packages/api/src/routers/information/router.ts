import { router } from '../../trpc.js';
import { detailInformationRoute } from './detail-information.js';
import { updateInformationRoute } from './update-information.js';

export const informationRouter = router({
  detail: detailInformationRoute,
  update: updateInformationRoute,
});
