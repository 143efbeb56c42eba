import { router } from '../../trpc.js';
import { checkSlugRoomRoute } from './check-slug-room.js';
import { createRoomRoute } from './create-room.js';
import { customerListRoomRoute } from './customer-list-room.js';
import { deleteRoomRoute } from './delete-room.js';
import { detailRoomRoute } from './detail-room.js';
import { getListRoomRoute } from './get-list-room.js';
import { homeRoomRoute } from './home-room.js';
import { storeDetailRoomRoute } from './store-detail-room.js';
import { typesRoomRoute } from './types-room.js';
import { updateRoomRoute } from './update-room.js';

export const roomRouter = router({
  getList: getListRoomRoute,
  customerList: customerListRoomRoute,
  detail: detailRoomRoute,
  create: createRoomRoute,
  update: updateRoomRoute,
  checkSlug: checkSlugRoomRoute,
  delete: deleteRoomRoute,
  types: typesRoomRoute,
  storeDetail: storeDetailRoomRoute,
  home: homeRoomRoute,
});
