import { router } from '../../trpc.js';
import { checkSlugRoomRoute } from './check-slug-room.js';
import { createRoomRoute } from './create-room.js';
import { deleteRoomRoute } from './delete-room.js';
import { detailRoomRoute } from './detail-room.js';
import { customerListRoomRoute, getListRoomRoute } from './get-list-room.js';
import { updateRoomRoute } from './update-room.js';
import { homeRoomRoute } from './home-room.js';
import { listTypesRoomRoute } from './list-types-room.js';
import { storeDetailRoomRoute } from './store-detail-room.js';

export const roomRouter = router({
  getList: getListRoomRoute,
  customerList: customerListRoomRoute,
  detail: detailRoomRoute,
  create: createRoomRoute,
  update: updateRoomRoute,
  checkSlug: checkSlugRoomRoute,
  delete: deleteRoomRoute,
  types: listTypesRoomRoute,
  storeDetail: storeDetailRoomRoute,
  home: homeRoomRoute,
});
