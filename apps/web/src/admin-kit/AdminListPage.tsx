import type { IPaginated } from '@shop/domain';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { EmptyState } from '#/components/EmptyState';
import { isPastTheEnd, PastTheEnd } from '#/components/PastTheEnd';
import { Icon, type TIconName } from '#/components/Icon';
import { Pagination } from '#/components/Pagination';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { Tooltip } from '#/components/Tooltip';
import { AdminPageHeader } from './AdminPageHeader';
import { AdminTable } from './AdminTable';
import type { IColumn } from './columns';
import type { IAdminListSearch } from './list-search';
import { ListSearchBox } from './ListSearchBox';
import { linkOptions, type TLinkTarget } from './use-entity-form';
import { useRowDelete, type IDeleteMutation } from './use-row-delete';
import adminPageCss from '#/styles/admin-page.module.css';
import listSummaryCss from '#/styles/list-summary.module.css';
import panelCss from '#/styles/panel.module.css';
import toolbarCss from '#/styles/toolbar.module.css';

/** The parts of a tRPC list query the page reads (`trpc.x.getList.useQuery(...)` has them all). */
interface IListQuery<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: IPaginated<T> | undefined;
  refetch: () => unknown;
}

export interface IAdminListPageProps<T extends { id: number }, TDeleteInput, TDeleteAnswer = unknown> {
  /** The page title and the plural for counts: "Rooms". */
  title: string;
  /** The page heading when it says more than the title: "Room types in “Living room”". */
  heading?: ReactNode;
  lead?: ReactNode;
  /** A link back to the list this one belongs to (a room's types lead back to Rooms). */
  breadcrumb?: ReactNode;
  /** The singular, capitalised: "Room" ("Add room", "Delete this room?", "Room “Attic” deleted."). */
  noun: string;
  icon?: TIconName;
  /** The route's validated search (`Route.useSearch()`). */
  search: IAdminListSearch;
  list: IListQuery<T>;
  columns: readonly IColumn<T>[];
  rowName: (row: T) => string;
  /** The create screen: `/admin/room/create`, or `{ to: '/admin/room/$roomId/type/create', params }`. */
  createTo?: TLinkTarget;
  /** Where a row's edit button leads: `(room) => ({ to: '/admin/room/update/$id', params: { id: room.id } })`. */
  edit?: (row: T) => LinkProps;
  /** Delete with confirmation; the toast says the answer's `message` when it has one. */
  remove?: {
    mutation: IDeleteMutation<TDeleteInput, TDeleteAnswer>;
    input: (row: T) => TDeleteInput;
    onDeleted?: (row: T) => Promise<unknown> | void;
    /** The answer says the record stayed (archived instead of deleted). */
    kept?: (answer: TDeleteAnswer) => boolean;
    /** More about what a delete does, shown in the confirmation ("This cannot be undone." is always added). */
    warning?: (row: T) => ReactNode;
    /** Why this row cannot be deleted (your own account...): its button stays, disabled, with the reason. */
    unavailable?: (row: T) => string | undefined;
  };
  searchPlaceholder?: string;
  /**
   * More filters beside the search box (selects, checkboxes). Their values live in the URL like the search: the
   * route's validateSearch parses them and `listInput` passes them to the list procedure.
   */
  filters?: ReactNode;
  /** More buttons or links in the header, before "Add" (the product list's Export CSV and Import CSV). */
  headerActions?: ReactNode;
  /** A panel between the header and the toolbar (the product list's CSV import). */
  banner?: ReactNode;
  /** Whether those filters narrow the list now: an empty list then says "nothing matches", not "nothing yet". */
  filtered?: boolean;
  /** A sentence for the empty list, before anything was added: what the records are for. */
  emptyHint?: ReactNode;
  /**
   * Bulk actions: rows get checkboxes, and with some chosen this draws its controls above the table; `done` clears
   * the choice (after the action succeeded). A new search, filter or page starts with nothing chosen.
   */
  bulk?: (selectedIds: number[], done: () => void) => ReactNode;
}

const rowKey = (row: { id: number }) => row.id;
const NOTHING_CHOSEN: ReadonlySet<number> = new Set();

/**
 * A back-office list: header with the add button, search kept in the URL, the table, pagination, the loading,
 * failed, empty and no-match states, and delete with confirmation. A screen passes its query and columns.
 */
export function AdminListPage<T extends { id: number }, TDeleteInput, TDeleteAnswer = unknown>(
  props: IAdminListPageProps<T, TDeleteInput, TDeleteAnswer>,
) {
  const { title, lead, noun, icon = 'rooms', search, list, columns, rowName, createTo, edit, remove } = props;
  const many = title.toLowerCase();
  const one = noun.toLowerCase();
  const page = search.page ?? 1;
  // The choice belongs to the list it was made on: another search, filter or page starts with none.
  const searchKey = JSON.stringify(search);
  const [choice, setChoice] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: '',
    ids: new Set(),
  });
  const selected = choice.key === searchKey ? choice.ids : NOTHING_CHOSEN;
  const setSelected = (next: (before: ReadonlySet<number>) => ReadonlySet<number>) =>
    setChoice({ key: searchKey, ids: next(selected) });
  const selection = props.bulk
    ? {
        selected,
        many: one,
        rowName,
        set: (rows: readonly T[], chosen: boolean) =>
          setSelected((before) => {
            const next = new Set(before);
            for (const row of rows) {
              if (chosen) next.add(row.id);
              else next.delete(row.id);
            }
            return next;
          }),
      }
    : undefined;
  const deletion = useRowDelete({
    rows: list.data?.data,
    page,
    rowKey,
    rowName,
    noun,
    mutation: remove?.mutation ?? {
      mutateAsync: () => Promise.resolve(undefined as TDeleteAnswer),
      isPending: false,
    },
    input: (row) => (remove ? remove.input(row) : (undefined as TDeleteInput)),
    onDeleted: remove?.onDeleted,
    kept: remove?.kept,
  });

  const addLink = (label: string) =>
    createTo ? (
      <Link {...linkOptions(createTo)} className="button">
        <Icon name="plus" size={18} />
        {label}
      </Link>
    ) : null;

  const clearFilters = (
    <Link to="." search={{}} className="button button--ghost">
      Clear filters
    </Link>
  );

  const actions =
    edit || remove
      ? (row: T) => (
          <>
            {edit ? (
              <Tooltip content="Edit">
                <Link {...edit(row)} className="icon-button" aria-label={`Edit ${rowName(row)}`}>
                  <Icon name="edit" size={18} />
                </Link>
              </Tooltip>
            ) : null}
            {remove?.unavailable?.(row) ? (
              <Tooltip content={remove.unavailable(row)}>
                <button
                  type="button"
                  className="icon-button"
                  aria-disabled="true"
                  aria-label={`Delete ${rowName(row)}: ${remove.unavailable(row)}`}
                >
                  <Icon name="trash" size={18} />
                </button>
              </Tooltip>
            ) : remove ? (
              <Tooltip content="Delete">
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={`Delete ${rowName(row)}`}
                  onClick={() => deletion.ask(row)}
                >
                  <Icon name="trash" size={18} />
                </button>
              </Tooltip>
            ) : null}
          </>
        )
      : undefined;

  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        title={props.heading ?? title}
        lead={lead}
        breadcrumb={props.breadcrumb}
        actions={
          props.headerActions ? (
            <>
              {props.headerActions}
              {addLink(`Add ${one}`)}
            </>
          ) : (
            addLink(`Add ${one}`)
          )
        }
      />
      {props.banner}

      <div className={toolbarCss.toolbar}>
        <ListSearchBox
          term={search.search ?? ''}
          label={`Search ${many}`}
          placeholder={props.searchPlaceholder}
        />
        {props.filters}
        {list.isFetching && !list.isPending ? <Spinner label="Updating the list" inline /> : null}
      </div>

      <QueryView
        query={list}
        what={title}
        pending={
          <div className={`${panelCss.panel} ${panelCss['panel--loading']}`}>
            <Spinner label={`Loading ${many}`} />
          </div>
        }
        isEmpty={(data) => data.data.length === 0 && !isPastTheEnd(data)}
        empty={
          search.search ? (
            <EmptyState title={`No ${many} match your search`} icon="search">
              <p>
                Nothing matches “{search.search}”{props.filtered ? ' with these filters' : ''}. Try another
                word, or clear the search box.
              </p>
            </EmptyState>
          ) : props.filtered ? (
            <EmptyState title={`No ${many} match these filters`} icon="search" action={clearFilters}>
              <p>Try other filters, or clear them to see every {one}.</p>
            </EmptyState>
          ) : (
            <EmptyState title={`No ${many} yet`} icon={icon} action={addLink(`Add the first ${one}`)}>
              {props.emptyHint}
            </EmptyState>
          )
        }
      >
        {(data) =>
          isPastTheEnd(data) ? (
            <PastTheEnd list={data} many={many} icon={icon} />
          ) : (
            <div aria-busy={list.isPlaceholderData}>
              <p className={listSummaryCss['list-summary']} aria-live="polite">
                {data.from}–{data.to} of {data.total} {many}
                {search.search ? ` matching “${search.search}”` : ''}
                {selected.size ? `, ${selected.size} selected` : ''}
              </p>
              {props.bulk && selected.size
                ? props.bulk([...selected], () => setSelected(() => NOTHING_CHOSEN))
                : null}
              <AdminTable
                label={`${title} table`}
                rows={data.data}
                columns={columns}
                rowKey={rowKey}
                actions={actions}
                sort={search.sort}
                selection={selection}
              />
              <Pagination
                currentPage={data.current_page}
                lastPage={data.last_page}
                label={`${title} pages`}
              />
            </div>
          )
        }
      </QueryView>

      <ConfirmDialog
        open={deletion.pending !== null}
        title={`Delete this ${one}?`}
        confirmLabel={`Delete ${one}`}
        busyLabel="Deleting…"
        busy={deletion.busy}
        destructive
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
      >
        {deletion.pending ? (
          <p>
            “{rowName(deletion.pending)}” will be removed from the shop.{' '}
            {remove?.warning ? <>{remove.warning(deletion.pending)} </> : null}This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
