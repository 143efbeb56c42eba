import { z } from 'zod';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import { fallbackEnum, ZDescription, ZId, ZImageKey, ZName, ZSearch } from '../common/fields.js';
import { ZMaterialType } from '../material-type/material-type.js';
import { MATERIAL_SORTS } from './material-sorts.js';

export const UNKNOWN_MATERIAL_TYPE_MESSAGE = 'Choose a material type that exists.';
const CHOOSE_MATERIAL_TYPE_MESSAGE = 'Choose a material type.';
/** An empty select sends '' or nothing: the form says what to do rather than "expected number". */
const ZMaterialTypeId = z.coerce
  .number<number>({ error: CHOOSE_MATERIAL_TYPE_MESSAGE })
  .int(CHOOSE_MATERIAL_TYPE_MESSAGE)
  .positive(CHOOSE_MATERIAL_TYPE_MESSAGE);

export const ZMaterial = z.object({
  id: z.number().int(),
  materialTypeId: z.number().int(),
  /** The type's name, so that lists can show it without a second call. */
  materialTypeName: z.string(),
  name: z.string(),
  description: z.string(),
  /** The swatch's image key. */
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMaterial = z.infer<typeof ZMaterial>;

export type TMaterialSort = (typeof MATERIAL_SORTS)[number];

export const ZMaterialListInput = ZPageInput.extend({
  search: ZSearch,
  /** A filter value that is not an id lists every type rather than failing. */
  materialTypeId: ZId.optional().catch(undefined),
  sort: fallbackEnum(MATERIAL_SORTS, 'id'),
});
export type TMaterialListInput = z.infer<typeof ZMaterialListInput>;
export const ZMaterialList = ZPaginated(ZMaterial);

/** A material type with its materials: the product form's picker and the storefront materials page. */
export const ZMaterialTypeWithMaterials = ZMaterialType.extend({ materials: z.array(ZMaterial) });
export type TMaterialTypeWithMaterials = z.infer<typeof ZMaterialTypeWithMaterials>;
export const ZMaterialsByType = z.array(ZMaterialTypeWithMaterials);

/** The one form behind /admin/material/create and /admin/material/update/{id}. */
export const ZMaterialForm = z.object({
  materialTypeId: ZMaterialTypeId,
  name: ZName,
  description: ZDescription.default(''),
  image: ZImageKey.nullable().default(null),
});
export type TMaterialForm = z.infer<typeof ZMaterialForm>;
export const ZMaterialUpdateInput = ZMaterialForm.extend({ id: ZId });
export type TMaterialUpdateInput = z.infer<typeof ZMaterialUpdateInput>;
