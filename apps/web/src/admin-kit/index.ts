/**
 * The back-office kit (the design's house style): what an admin screen is built from. Only admin routes import it, so
 * neither it nor react-hook-form reaches the storefront's chunks.
 */
export { AdminListPage } from './AdminListPage';
export { AdminPageHeader } from './AdminPageHeader';
export { AdminTable } from './AdminTable';
export type { IColumn } from './columns';
export { commonColumns } from './common-columns';
export { UpdatedAt } from './UpdatedAt';
export { adminListSearch, listInput, type IAdminListSearch } from './list-search';
export { idParams, idParamsOf } from './id-params';
export { EntityForm } from './EntityForm';
export { CheckboxField, NumberField, TextField } from './fields';
export { DollarsField } from './DollarsField';
export { SelectField, type ISelectOption } from './SelectField';
export { ImageField } from './ImageField';
export { SlugField } from './SlugField';
export { useEntityForm, type IEntityForm } from './use-entity-form';
