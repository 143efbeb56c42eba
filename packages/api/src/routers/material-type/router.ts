import { router } from '../../trpc.js';
import { checkSlugMaterialTypeRoute } from './check-slug-material-type.js';
import { createMaterialTypeRoute } from './create-material-type.js';
import { deleteMaterialTypeRoute } from './delete-material-type.js';
import { detailMaterialTypeRoute } from './detail-material-type.js';
import { getListMaterialTypeRoute } from './get-list-material-type.js';
import { optionsMaterialTypeRoute } from './options-material-type.js';
import { updateMaterialTypeRoute } from './update-material-type.js';

export const materialTypeRouter = router({
  getList: getListMaterialTypeRoute,
  options: optionsMaterialTypeRoute,
  detail: detailMaterialTypeRoute,
  create: createMaterialTypeRoute,
  update: updateMaterialTypeRoute,
  checkSlug: checkSlugMaterialTypeRoute,
  delete: deleteMaterialTypeRoute,
});
