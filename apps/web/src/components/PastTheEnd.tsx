import { Link } from '@tanstack/react-router';
import { EmptyState } from './EmptyState';
import { Icon, type TIconName } from './Icon';
import styles from './PastTheEnd.module.css';

/** The parts of a paginated answer that tell a page beyond the list's end. */
interface IPageOfList {
  data: readonly unknown[];
  current_page: number;
  last_page: number;
  total: number;
}

/**
 * A page number past the last page of a list that has rows (an old link, a hand-edited address, the last row of the
 * last page deleted elsewhere). An empty list is not past its end: that is the list's own empty state.
 */
export function isPastTheEnd(list: IPageOfList): boolean {
  return list.data.length === 0 && list.total > 0 && list.current_page > list.last_page;
}

/** The page a search leads to, other search values (a term, filters) kept; page 1 is left out of the address. */
const toPage = (page: number) => (prev: Record<string, unknown>) => ({
  ...prev,
  page: page > 1 ? page : undefined,
});

interface IPastTheEndProps {
  list: IPageOfList;
  /** The plural of what is listed: "products", "orders". */
  many: string;
  icon?: TIconName;
}

/** Says the page is past the end and leads back: to the last page, and to the first when they differ. */
export function PastTheEnd({ list, many, icon = 'search' }: IPastTheEndProps) {
  const last = list.last_page;
  return (
    <EmptyState
      title={`No ${many} on this page`}
      icon={icon}
      action={
        <div className={styles['past-the-end__links']}>
          <Link to="." search={toPage(last)} className="button">
            <Icon name="chevronLeft" size={18} />
            {last > 1 ? `Go to the last page (${last})` : 'Go to the first page'}
          </Link>
          {last > 1 ? (
            <Link to="." search={toPage(1)} className="button button--ghost">
              Go to the first page
            </Link>
          ) : null}
        </div>
      }
    >
      <p>This page is past the end of the list, which ends at page {last}.</p>
    </EmptyState>
  );
}
