/**
 * The back-office kit (the design's house style): what an admin screen is built from. Only admin routes import it, so
 * neither it nor react-hook-form reaches the storefront's chunks.
 */
export { AdminListPage, type IAdminListPageProps } from './AdminListPage';
export { AdminPageHeader } from './AdminPageHeader';
export { AdminTable } from './AdminTable';
export type { IColumn } from './columns';
export { commonColumns } from './common-columns';
export { UpdatedAt } from './UpdatedAt';
export { adminListSearch, listInput, type IAdminListSearch } from './list-search';
export { ListSearchBox } from './ListSearchBox';
export { idParams, idParamsOf } from './id-params';
export { answerMessage, useRowDelete, type IDeleteMutation } from './use-row-delete';
export { EntityForm } from './EntityForm';
export { CheckboxField, NumberField, TextField } from './fields';
export { DollarsField } from './DollarsField';
export { SelectField, type ISelectOption } from './SelectField';
export { ImageField } from './ImageField';
export { ImageUpload, type IImageUploadProps } from './ImageUpload';
export { SlugField, type ISlugCheckProcedure } from './SlugField';
export { SLUG_INVALID_MESSAGE, SLUG_TAKEN_MESSAGE, slugStatus, type TSlugStatus } from './slug-status';
export {
  useEntityForm,
  type IEntityForm,
  linkOptions,
  type IEntityFormOptions,
  type TFormMode,
  type TLinkTarget,
  type TStaticPath,
} from './use-entity-form';
