import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';

/** The parts of a React Query result this view reads; tRPC's query results have them all. */
interface IQueryLike<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

interface IQueryViewProps<T> {
  query: IQueryLike<T>;
  /** Names the thing for the error title: "Rooms" -> "Rooms could not be loaded". */
  what: string;
  pending: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Every screen that loads something shows the same four states: loading, failed with a retry, empty, and loaded. */
export function QueryView<T>({ query, what, pending, isEmpty, empty, children }: IQueryViewProps<T>) {
  if (query.isPending) return <>{pending}</>;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        title={`${what} could not be loaded`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
