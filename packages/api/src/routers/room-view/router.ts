import { router } from '../../trpc.js';
import { recordRoomViewRoute } from './record-room-view.js';

export const roomViewRouter = router({
  record: recordRoomViewRoute,
});
