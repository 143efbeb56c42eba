import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Main } from '#/components/Main';
import { MovedNotice } from '#/components/MovedNotice';
import { LoginForm } from '#/features/auth/LoginForm';
import { BrandMark } from '#/features/storefront-shell/BrandMark';
import { safeRedirect } from '#/lib/auth-redirect';
import { redirectLoggedInStaff } from '#/lib/guards';
import { adminHead } from '#/lib/page-meta';
import { validateSignInSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import authCardCss from '#/styles/auth-card.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import styles from '#/styles/admin-login.module.css';
import { AdminHead } from '#/features/admin/AdminHead';

export const Route = createFileRoute('/admin/login')({
  validateSearch: validateSignInSearch,
  beforeLoad: redirectLoggedInStaff,
  head: adminHead,
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const { redirect, reason } = Route.useSearch();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const login = trpc.auth.adminLogin.useMutation({
    onSuccess: async ({ data }) => {
      // The staff guard reads this entry, so the next screen opens without asking the server again.
      utils.auth.getUser.setData(undefined, { user: data.user });
      await navigate({ href: safeRedirect(redirect, '/admin/'), replace: true });
    },
  });

  return (
    <div className={styles['admin-login']}>
      <AdminHead />
      <Main className={styles['admin-login__main']}>
        <div className={authCardCss['auth-card']}>
          <div className={styles['admin-login__brand']}>
            <BrandMark size={40} />
          </div>
          <h1 className={pageTitleCss['page-title']}>Staff login</h1>
          <p className={pageLeadCss['page-lead']}>Log in to manage the catalogue and the shop.</p>
          <MovedNotice reason={reason} only={['session-ended']} />
          <LoginForm login={login.mutateAsync} pending={login.isPending} emailAutoComplete="username" />
          <details className={styles['staff-reset']}>
            <summary>Forgot password?</summary>
            <p>
              Staff passwords are not reset by email. Ask an administrator to set a new one for you under
              Staff in the back-office; after logging in with it, change it under Change password.
            </p>
          </details>
        </div>
        <p>
          <a href="/">Back to the shop</a>
        </p>
      </Main>
    </div>
  );
}
