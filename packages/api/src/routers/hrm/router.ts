import { router } from '../../trpc.js';
import { createHrmRoute } from './create-hrm.js';
import { deleteHrmRoute } from './delete-hrm.js';
import { detailHrmRoute } from './detail-hrm.js';
import { getListHrmRoute } from './get-list-hrm.js';
import { inviteHrmRoute } from './invite-hrm.js';
import { setPasswordHrmRoute } from './set-password-hrm.js';
import { updateHrmRoute } from './update-hrm.js';

export const hrmRouter = router({
  getList: getListHrmRoute,
  detail: detailHrmRoute,
  create: createHrmRoute,
  update: updateHrmRoute,
  delete: deleteHrmRoute,
  invite: inviteHrmRoute,
  setPassword: setPasswordHrmRoute,
});
