import { router } from '../../trpc.js';
import { adminListHotspotRoute } from './admin-list-hotspot.js';
import { createHotspotRoute } from './create-hotspot.js';
import { deleteHotspotRoute } from './delete-hotspot.js';
import { galleryHotspotRoute } from './gallery-hotspot.js';
import { imageHotspotRoute } from './image-hotspot.js';
import { roomHotspotRoute } from './room-hotspot.js';
import { roomTypeHotspotRoute } from './room-type-hotspot.js';
import { scenesHotspotRoute } from './scenes-hotspot.js';
import { updateHotspotRoute } from './update-hotspot.js';

export const hotspotRouter = router({
  image: imageHotspotRoute,
  scenes: scenesHotspotRoute,
  room: roomHotspotRoute,
  gallery: galleryHotspotRoute,
  roomType: roomTypeHotspotRoute,
  adminList: adminListHotspotRoute,
  create: createHotspotRoute,
  update: updateHotspotRoute,
  delete: deleteHotspotRoute,
});
