import { router } from '../../trpc.js';
import { chartDataRoomTypeRoute } from './chart-data-room-type.js';
import { checkSlugRoomTypeRoute } from './check-slug-room-type.js';
import { createRoomTypeRoute } from './create-room-type.js';
import { deleteRoomTypeRoute } from './delete-room-type.js';
import { detailRoomTypeRoute } from './detail-room-type.js';
import { listByRoomRoomTypeRoute } from './list-by-room-room-type.js';
import { listRoomTypeRoute } from './list-room-type.js';
import { updateRoomTypeRoute } from './update-room-type.js';

export const roomTypeRouter = router({
  list: listRoomTypeRoute,
  listByRoom: listByRoomRoomTypeRoute,
  checkSlug: checkSlugRoomTypeRoute,
  create: createRoomTypeRoute,
  detail: detailRoomTypeRoute,
  update: updateRoomTypeRoute,
  delete: deleteRoomTypeRoute,
  chartData: chartDataRoomTypeRoute,
});
