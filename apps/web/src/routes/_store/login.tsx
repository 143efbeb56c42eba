import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useToast } from '#/components/Toast';
import { MovedNotice } from '#/components/MovedNotice';
import { LoginForm } from '#/features/auth/LoginForm';
import { safeRedirect } from '#/lib/auth-redirect';
import { useSignedIn } from '#/features/wishlist/use-signed-in';
import { FORM_POST_PATHS } from '@shop/domain';
import { noticeError } from '#/lib/form';
import { validateSignInSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import authCardCss from '#/styles/auth-card.module.css';
import fieldCss from '#/styles/field.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import authPageCss from '#/styles/auth-page.module.css';

export const Route = createFileRoute('/_store/login')({
  validateSearch: validateSignInSearch,
  head: pageHead('login'),
  component: CustomerLoginPage,
});

function CustomerLoginPage() {
  const { redirect, reason, notice } = Route.useSearch();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const toast = useToast();
  const login = trpc.auth.customerLogin.useMutation({
    onSuccess: async ({ customer }) => {
      // The server logged the customer in: the header learns of it, and a guest's wishlist joins the account.
      await signedIn(customer);
      toast.success(`Welcome back, ${customer.name}.`);
      await navigate({ href: safeRedirect(redirect, '/'), replace: true });
    },
  });

  return (
    <div className={`container ${authPageCss['auth-page']}`}>
      <div className={authCardCss['auth-card']}>
        <h1 className={pageTitleCss['page-title']}>Log in</h1>
        <p className={pageLeadCss['page-lead']}>Welcome back. Log in to continue shopping.</p>
        <MovedNotice reason={reason} only={['session-ended']} />
        <LoginForm
          login={login.mutateAsync}
          pending={login.isPending}
          emailAutoComplete="email"
          post={{ action: FORM_POST_PATHS.login, redirect }}
          notice={noticeError(notice)}
          passwordAside={
            <Link to="/forgot" className={fieldCss['field__aside-link']}>
              Forgot password?
            </Link>
          }
        />
        <p className={authCardCss['auth-card__switch']}>
          New here?{' '}
          <Link to="/register" search={{ redirect }}>
            Create an account
          </Link>
        </p>
      </div>
    </div>
  );
}
