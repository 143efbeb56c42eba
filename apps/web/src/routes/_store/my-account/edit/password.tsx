import { createFileRoute, Link } from '@tanstack/react-router';
import { ChangePasswordForm } from '#/features/auth/ChangePasswordForm';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import accountCardCss from '#/styles/account-card.module.css';
import formCss from '#/styles/form.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';

export const Route = createFileRoute('/_store/my-account/edit/password')({
  head: pageHead('accountPassword'),
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  // The guard has already looked the customer up; their email makes "contains your email" visible as they type.
  const email = trpc.auth.getCustomerAuth.useQuery().data?.customer?.email;
  const change = trpc.account.changePassword.useMutation();
  return (
    <>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>Change your password</h1>
        <p className={pageLeadCss['page-lead']}>
          You stay logged in here; every other device is logged out. Forgot the current one?{' '}
          <Link to="/forgot">Reset it by email</Link>.
        </p>
      </header>
      <div className={`${accountCardCss['account-card']} ${accountCardCss['account-card--form']}`}>
        <ChangePasswordForm
          change={change}
          email={email}
          doneMessage="Your password has been changed. You have been logged out everywhere else."
          className={formCss.form}
        />
      </div>
    </>
  );
}
