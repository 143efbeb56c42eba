import { z } from 'zod';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import { fallbackEnum, ZDescription, ZId, ZName, ZSearch, ZSlug } from '../common/fields.js';
import { MATERIAL_TYPE_SORTS } from './material-type-sorts.js';

export const ZMaterialType = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMaterialType = z.infer<typeof ZMaterialType>;

export type TMaterialTypeSort = (typeof MATERIAL_TYPE_SORTS)[number];

export const ZMaterialTypeListInput = ZPageInput.extend({
  search: ZSearch,
  sort: fallbackEnum(MATERIAL_TYPE_SORTS, 'id'),
});
export type TMaterialTypeListInput = z.infer<typeof ZMaterialTypeListInput>;
export const ZMaterialTypeList = ZPaginated(ZMaterialType);
/** Every material type, by name: the options of the material form's type select. */
export const ZMaterialTypeOptions = z.array(ZMaterialType);

/** The one form behind /admin/material/type/create and /admin/material/type/update/{id}. */
export const ZMaterialTypeForm = z.object({
  name: ZName,
  slug: ZSlug,
  description: ZDescription.default(''),
});
export type TMaterialTypeForm = z.infer<typeof ZMaterialTypeForm>;
export const ZMaterialTypeUpdateInput = ZMaterialTypeForm.extend({ id: ZId });
export type TMaterialTypeUpdateInput = z.infer<typeof ZMaterialTypeUpdateInput>;
