import { Link } from '@tanstack/react-router';
import { useId, useRef, type ReactNode } from 'react';
import { Icon } from '#/components/Icon';
import { useHorizontalOverflow } from '#/lib/use-horizontal-overflow';
import type { IColumn } from './columns';
import { nextSort, sortDirection } from './list-search';
import tableCss from '#/styles/table.module.css';
import styles from './AdminTable.module.css';

interface IAdminTableProps<T> {
  /** Names the table for screen readers: "Rooms table". */
  label: string;
  rows: readonly T[];
  columns: readonly IColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The row's buttons (edit, delete), kept in a column that stays in view while the table scrolls sideways. */
  actions?: (row: T) => ReactNode;
  /** The sort the list shows now, from the URL. */
  sort?: string | undefined;
  /** Rows that can be chosen for a bulk action: a checkbox before each, and one for the whole page. */
  selection?: IRowSelection<T>;
}

interface IRowSelection<T> {
  selected: ReadonlySet<string | number>;
  /** Chooses or drops these rows. */
  set: (rows: readonly T[], chosen: boolean) => void;
  /** The row's name for its checkbox: "Select Oak chair". */
  rowName: (row: T) => string;
  /** The plural for the page's checkbox: "Select every product on this page". */
  many: string;
}

function SortHeader({ header, column, current }: { header: string; column: string; current?: string }) {
  const direction = sortDirection(current, column);
  // Typed loosely: the table serves every list route, and each route's validateSearch drops an unknown sort.
  const sorted = (prev: Record<string, unknown>): Record<string, unknown> => ({
    ...prev,
    sort: nextSort(current, column),
    page: undefined,
  });
  return (
    <Link to="." search={sorted} className={tableCss.table__sort}>
      {header}
      <Icon
        name={direction === 'descending' ? 'chevronDown' : 'chevronUp'}
        size={14}
        className={
          direction
            ? `${tableCss['table__sort-icon']} ${tableCss['is-active']}`
            : tableCss['table__sort-icon']
        }
      />
      <span className="sr-only">
        {direction === 'ascending'
          ? ', sorted ascending'
          : direction === 'descending'
            ? ', sorted descending'
            : ''}
      </span>
    </Link>
  );
}

const cellClass = (column: IColumn<unknown>) =>
  [`table__col--${column.id}`, column.className].filter(Boolean).join(' ');

/**
 * A table built from column definitions. Rows can take focus (tabIndex -1) so the list can move focus to a
 * neighbouring row after a delete; `data-row-key` finds them.
 */
export function AdminTable<T>({
  label,
  rows,
  columns,
  rowKey,
  actions,
  sort,
  selection,
}: IAdminTableProps<T>) {
  const chosenOnPage = selection ? rows.filter((row) => selection.selected.has(rowKey(row))).length : 0;
  const scroller = useRef<HTMLDivElement>(null);
  const { overflowing, moreLeft, moreRight } = useHorizontalOverflow(scroller);
  const hintId = useId();
  return (
    <div>
      {/* On a phone the columns do not all fit: say so above the table, which otherwise looks complete. */}
      {overflowing ? (
        <p className={styles['scroll-hint']} id={hintId}>
          <Icon name="chevronLeft" size={16} />
          Scroll sideways to see every column
          <Icon name="chevronRight" size={16} />
        </p>
      ) : null}
      {/* The wrapper scrolls sideways on narrow screens; being focusable lets keyboard users scroll it too. */}
      <div
        ref={scroller}
        className={styles['table-scroll']}
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-describedby={overflowing ? hintId : undefined}
        data-more-left={moreLeft || undefined}
        data-more-right={moreRight || undefined}
      >
        <table className={tableCss.table}>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className={styles['select-col']}>
                  <input
                    type="checkbox"
                    className={styles['select-box']}
                    aria-label={`Select every ${selection.many} on this page`}
                    checked={rows.length > 0 && chosenOnPage === rows.length}
                    ref={(box) => {
                      if (box) box.indeterminate = chosenOnPage > 0 && chosenOnPage < rows.length;
                    }}
                    onChange={(event) => selection.set(rows, event.target.checked)}
                  />
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cellClass(column as IColumn<unknown>)}
                  aria-sort={column.sort ? (sortDirection(sort, column.sort) ?? 'none') : undefined}
                >
                  {column.headerHidden ? (
                    <span className="sr-only">{column.header}</span>
                  ) : column.sort ? (
                    <SortHeader header={column.header} column={column.sort} current={sort} />
                  ) : (
                    column.header
                  )}
                </th>
              ))}
              {actions ? (
                <th scope="col" className={tableCss['table__actions-col']}>
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                data-row-key={rowKey(row)}
                tabIndex={-1}
                aria-selected={selection ? selection.selected.has(rowKey(row)) : undefined}
              >
                {selection ? (
                  <td className={styles['select-col']}>
                    <input
                      type="checkbox"
                      className={styles['select-box']}
                      aria-label={`Select ${selection.rowName(row)}`}
                      checked={selection.selected.has(rowKey(row))}
                      onChange={(event) => selection.set([row], event.target.checked)}
                    />
                  </td>
                ) : null}
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.id} scope="row" className={cellClass(column as IColumn<unknown>)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={cellClass(column as IColumn<unknown>)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
                {actions ? (
                  <td className={tableCss['table__actions-cell']}>
                    <div className={tableCss.table__actions}>{actions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
