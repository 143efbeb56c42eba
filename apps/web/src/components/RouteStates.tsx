import { Link, useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { ScreenLoadTimeoutError } from '#/lib/lazy-timeout';
import { usePageMeta } from '#/lib/page-meta';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { MainIfMissing } from './Main';
import styles from './RouteStates.module.css';

/** A screen's code came from an older deployment that no longer exists: only a fresh page load can help. */
function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script|Importing a module script/i.test(error.message)
  );
}

/** The router's default error screen: a failed loader, guard lookup or screen chunk, with a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  const timedOut = error instanceof ScreenLoadTimeoutError;
  usePageMeta(timedOut ? 'Page did not load' : 'Something went wrong');

  const retry = async () => {
    if (isStaleChunkError(error)) {
      window.location.reload();
      return;
    }
    setRetrying(true);
    reset();
    // Re-runs guards, loaders and chunk loads of the current location.
    await router.invalidate();
    setRetrying(false);
  };

  return (
    <MainIfMissing className={`container ${styles['route-state']}`}>
      <ErrorState
        title={timedOut ? 'This page is taking too long to load' : 'This page could not be loaded'}
        message={
          timedOut
            ? 'The connection may be slow or interrupted. Check it, then try again.'
            : isStaleChunkError(error)
              ? 'The shop has been updated since this page was opened. Reload to get the new version.'
              : undefined
        }
        error={error}
        onRetry={() => void retry()}
        retrying={retrying}
      />
    </MainIfMissing>
  );
}

export function NotFound() {
  usePageMeta('Page not found');
  // Staff who mistype a back-office address want the back-office, not the storefront.
  const inAdmin = useLocation({ select: (location) => location.pathname.startsWith('/admin') });
  return (
    <MainIfMissing className={`container ${styles['route-state']}`}>
      <EmptyState
        title="Page not found"
        heading="h1"
        icon="search"
        action={
          inAdmin ? (
            <Link to="/admin" className="button">
              Go to the dashboard
            </Link>
          ) : (
            <Link to="/" className="button">
              Go to the home page
            </Link>
          )
        }
      >
        <p>The page you asked for does not exist or has moved.</p>
      </EmptyState>
    </MainIfMissing>
  );
}
