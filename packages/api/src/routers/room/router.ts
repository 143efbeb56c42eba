import { router } from '../../trpc.js';
import { checkRoomSlugRoute } from './check-slug.js';
import { createRoomRoute } from './create.js';
import { deleteRoomRoute } from './delete.js';
import { roomDetailRoute } from './detail.js';
import { getCustomerRoomListRoute, getRoomListRoute } from './get-list.js';
import { updateRoomRoute } from './update.js';

export const roomRouter = router({
  getList: getRoomListRoute,
  customerList: getCustomerRoomListRoute,
  detail: roomDetailRoute,
  create: createRoomRoute,
  update: updateRoomRoute,
  checkSlug: checkRoomSlugRoute,
  delete: deleteRoomRoute,
});
