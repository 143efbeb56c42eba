import { router } from '../../trpc.js';
import { createZoneDeliveryRoute } from './create-zone-delivery.js';
import { deleteLevelDeliveryRoute } from './delete-level-delivery.js';
import { deleteZoneDeliveryRoute } from './delete-zone-delivery.js';
import { offersDeliveryRoute } from './offers-delivery.js';
import { saveLevelDeliveryRoute } from './save-level-delivery.js';
import { updateZoneDeliveryRoute } from './update-zone-delivery.js';
import { zoneDeliveryRoute } from './zone-delivery.js';
import { zonesDeliveryRoute } from './zones-delivery.js';

export const deliveryRouter = router({
  zones: zonesDeliveryRoute,
  zone: zoneDeliveryRoute,
  createZone: createZoneDeliveryRoute,
  updateZone: updateZoneDeliveryRoute,
  deleteZone: deleteZoneDeliveryRoute,
  saveLevel: saveLevelDeliveryRoute,
  deleteLevel: deleteLevelDeliveryRoute,
  offers: offersDeliveryRoute,
});
