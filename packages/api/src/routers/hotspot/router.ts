import { router } from '../../trpc.js';
import { adminListHotspotRoute } from './admin-list-hotspot.js';
import { createHotspotRoute } from './create-hotspot.js';
import { deleteHotspotRoute } from './delete-hotspot.js';
import { imageHotspotRoute } from './image-hotspot.js';
import { scenesHotspotRoute } from './scenes-hotspot.js';
import { updateHotspotRoute } from './update-hotspot.js';

export const hotspotRouter = router({
  image: imageHotspotRoute,
  scenes: scenesHotspotRoute,
  adminList: adminListHotspotRoute,
  create: createHotspotRoute,
  update: updateHotspotRoute,
  delete: deleteHotspotRoute,
});
