import type { TCaseList } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AdminTable } from '#/admin-kit';
import { EmptyState } from '#/components/EmptyState';
import { Pagination } from '#/components/Pagination';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { caseColumns } from './case-columns';
import { CaseFilters } from './CaseFilters';
import { isFiltered, type ICaseSearch } from './case-search';
import listSummaryCss from '#/styles/list-summary.module.css';
import panelCss from '#/styles/panel.module.css';
import toolbarCss from '#/styles/toolbar.module.css';

/** The parts of the list query this screen reads. */
interface ICaseListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: TCaseList | undefined;
  refetch: () => unknown;
}

const rowKey = (row: { id: number }) => row.id;

/**
 * Returns and damage claims in the order the server lists them, with their filters, pages and the
 * loading, failed, empty and no-match states. The list has no search box: a case is found by its filters.
 */
export function CaseList({
  search,
  list,
  canOpenOrders,
}: {
  search: ICaseSearch;
  list: ICaseListQuery;
  canOpenOrders: boolean;
}) {
  const columns = useMemo(() => caseColumns(canOpenOrders), [canOpenOrders]);
  const filtered = isFiltered(search);
  return (
    <>
      <div className={toolbarCss.toolbar}>
        <CaseFilters search={search} />
        {list.isFetching && !list.isPending ? <Spinner label="Updating the list" inline /> : null}
      </div>
      <QueryView
        query={list}
        what="Cases"
        pending={
          <div className={`${panelCss.panel} ${panelCss['panel--loading']}`}>
            <Spinner label="Loading cases" />
          </div>
        }
        isEmpty={(data) => data.items.length === 0 && data.page <= 1}
        empty={
          filtered ? (
            <EmptyState
              title="No cases match these filters"
              icon="search"
              action={
                <Link to="." search={{}} className="button button--ghost">
                  Clear filters
                </Link>
              }
            >
              <p>Try other filters, or clear them to see every case.</p>
            </EmptyState>
          ) : (
            <EmptyState title="No returns or claims yet" icon="cart">
              Customers ask for a return or report a damaged piece from their order page; each request appears
              here.
            </EmptyState>
          )
        }
      >
        {(data) => {
          const lastPage = Math.max(1, Math.ceil(data.total / data.pageSize));
          if (data.items.length === 0)
            return (
              <EmptyState
                title="This page is past the end of the list"
                icon="search"
                action={
                  <Link to="." search={(prev) => ({ ...prev, page: undefined })} className="button">
                    Go to the first page
                  </Link>
                }
              />
            );
          const from = (data.page - 1) * data.pageSize + 1;
          return (
            <div aria-busy={list.isPlaceholderData}>
              <p className={listSummaryCss['list-summary']} aria-live="polite">
                {from}–{from + data.items.length - 1} of {data.total} cases
              </p>
              <AdminTable label="Cases table" rows={data.items} columns={columns} rowKey={rowKey} />
              <Pagination currentPage={data.page} lastPage={lastPage} label="Cases pages" />
            </div>
          );
        }}
      </QueryView>
    </>
  );
}
