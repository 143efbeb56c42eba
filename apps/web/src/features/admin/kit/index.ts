/**
 * The back-office kit (DESIGN section 11): what an admin screen is built from. Only admin routes import it, so
 * neither it nor react-hook-form reaches the storefront's chunks.
 */
export { AdminListPage, type IAdminListPageProps } from './AdminListPage';
export { AdminTable } from './AdminTable';
export type { IColumn } from './columns';
export { adminListSearch, listInput, type IAdminListSearch } from './list-search';
export { ListSearchBox } from './ListSearchBox';
export { idParams, loadOr404, parseId } from './load-or-404';
export { useRowDelete, type IDeleteMutation } from './use-row-delete';
