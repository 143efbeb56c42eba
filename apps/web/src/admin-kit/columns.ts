import type { ReactNode } from 'react';

/** One column of an admin table. */
export interface IColumn<T> {
  /** Stable key for React and for the column's class name (`table__col--<id>`). */
  id: string;
  header: string;
  /** The header is for screen readers only (an image column, say). */
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  /** This cell names the row (rendered as <th scope="row">); give exactly one column this flag. */
  rowHeader?: boolean;
  /** The list procedure's ascending sort value for this column; the header then toggles it, `-<sort>` descending. */
  sort?: string;
  /** Extra class on the header and the cells, e.g. `table__date`. */
  className?: string;
}
