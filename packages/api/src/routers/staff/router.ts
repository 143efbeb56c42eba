import { router } from '../../trpc.js';
import { createStaffRoute } from './create-staff.js';
import { deleteStaffRoute } from './delete-staff.js';
import { detailStaffRoute } from './detail-staff.js';
import { getListStaffRoute } from './get-list-staff.js';
import { inviteStaffRoute } from './invite-staff.js';
import { setPasswordStaffRoute } from './set-password-staff.js';
import { updateStaffRoute } from './update-staff.js';

export const staffRouter = router({
  getList: getListStaffRoute,
  detail: detailStaffRoute,
  create: createStaffRoute,
  update: updateStaffRoute,
  delete: deleteStaffRoute,
  invite: inviteStaffRoute,
  setPassword: setPasswordStaffRoute,
});
