import { createFileRoute, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AccountNav } from '#/features/account/AccountNav';
import { requireCustomer } from '#/lib/guards';
import { trpc } from '#/lib/trpc';
import sectionCss from '#/styles/section.module.css';
import styles from './AccountLayout.module.css';

/**
 * Every my-account screen sits under this route, so none skips the customer guard (the design's auth rules: the edit
 * screens too, which the spec leaves unguarded).
 */
export const Route = createFileRoute('/_store/my-account')({
  beforeLoad: requireCustomer,
  component: AccountLayout,
});

function AccountLayout() {
  const router = useRouter();
  // The guard's cached lookup, asked again when the tab regains focus: a logout elsewhere sends this screen back
  // through the guard, which keeps the path for after the next login.
  const { data } = trpc.auth.getCustomerAuth.useQuery();
  const sessionEnded = data !== undefined && data.customer === null;
  useEffect(() => {
    if (sessionEnded) void router.invalidate();
  }, [sessionEnded, router]);
  return (
    <div className={`container ${sectionCss.section} ${styles['account-layout']}`}>
      <AccountNav />
      <div>
        <Outlet />
      </div>
    </div>
  );
}
