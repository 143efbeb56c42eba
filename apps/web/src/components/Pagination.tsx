import { Link } from '@tanstack/react-router';
import { pageWindow } from '#/lib/pagination';
import { Icon } from './Icon';
import styles from './Pagination.module.css';

interface IPaginationProps {
  currentPage: number;
  lastPage: number;
  /** Names what is paged, for the landmark: "Rooms pages". */
  label: string;
}

/**
 * Links that keep every other search param of the current page (a search term, say) and change only `page`, so the
 * page number lives in the URL and Back works.
 */
export function Pagination({ currentPage, lastPage, label }: IPaginationProps) {
  if (lastPage <= 1) return null;
  // Page 1 is the default: leaving it out keeps one URL per page.
  const pageSearch = (page: number) => (prev: Record<string, unknown>) => ({
    ...prev,
    page: page > 1 ? page : undefined,
  });
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul>
        <li>
          {currentPage > 1 ? (
            <Link to="." search={pageSearch(currentPage - 1)} className={styles.pagination__step} rel="prev">
              <Icon name="chevronLeft" size={18} />
              <span>Previous</span>
              <span className="sr-only"> page</span>
            </Link>
          ) : (
            <span className={styles.pagination__step} aria-disabled="true">
              <Icon name="chevronLeft" size={18} />
              <span>Previous</span>
            </span>
          )}
        </li>
        {pageWindow(currentPage, lastPage).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.pagination__gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to="."
                search={pageSearch(page)}
                className={styles.pagination__page}
                aria-current={page === currentPage ? 'page' : undefined}
              >
                <span className="sr-only">Page </span>
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {currentPage < lastPage ? (
            <Link to="." search={pageSearch(currentPage + 1)} className={styles.pagination__step} rel="next">
              <span>Next</span>
              <span className="sr-only"> page</span>
              <Icon name="chevronRight" size={18} />
            </Link>
          ) : (
            <span className={styles.pagination__step} aria-disabled="true">
              <span>Next</span>
              <Icon name="chevronRight" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
