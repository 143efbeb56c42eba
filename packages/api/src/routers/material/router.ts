import { router } from '../../trpc.js';
import { createMaterialRoute } from './create-material.js';
import { deleteMaterialRoute } from './delete-material.js';
import { detailMaterialRoute } from './detail-material.js';
import { getListMaterialRoute } from './get-list-material.js';
import { groupedByTypeMaterialRoute } from './grouped-by-type-material.js';
import { updateMaterialRoute } from './update-material.js';

export const materialRouter = router({
  getList: getListMaterialRoute,
  detail: detailMaterialRoute,
  create: createMaterialRoute,
  update: updateMaterialRoute,
  delete: deleteMaterialRoute,
  groupedByType: groupedByTypeMaterialRoute,
});
