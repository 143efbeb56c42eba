import { createFileRoute, Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { EmptyState } from '#/components/EmptyState';
import { fieldErrorsOf } from '#/lib/api-errors';
import { validateTokenSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import authCardCss from '#/components/auth-card.module.css';
import pageLeadCss from '#/components/page-lead.module.css';
import pageTitleCss from '#/components/page-title.module.css';
import authPageCss from './auth-page.module.css';

export const Route = createFileRoute('/_store/confirm-email')({
  validateSearch: validateTokenSearch,
  head: pageHead('confirmEmail'),
  component: ConfirmEmailPage,
});

/**
 * Where the link mailed to a new email address lands. The change is made by pressing the button, not by opening
 * the page: mail scanners open links on their own, and that must not move anyone's account.
 */
function ConfirmEmailPage() {
  const { token } = Route.useSearch();
  return (
    <div className={`container ${authPageCss['auth-page']}`}>
      <div className={authCardCss['auth-card']}>
        {token ? (
          <ConfirmEmail token={token} />
        ) : (
          <EmptyState heading="h1" icon="alert" title="This link is incomplete" action={<AccountLink />}>
            <p>Open the link from the email exactly as it is, or change your email again for a new one.</p>
          </EmptyState>
        )}
      </div>
    </div>
  );
}

const AccountLink = () => (
  <Link to="/my-account/edit/information" className="button">
    Your details
  </Link>
);

const noSubscription = () => () => {};

function ConfirmEmail({ token }: { token: string }) {
  const utils = trpc.useUtils();
  // The button works once the page is alive; drawn by the server it cannot be pressed (nothing is lost).
  const alive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const confirm = trpc.account.confirmEmail.useMutation({
    onSuccess: () => {
      void utils.account.detail.invalidate();
      void utils.auth.getCustomerAuth.invalidate();
    },
  });

  if (confirm.isSuccess) {
    return (
      <EmptyState heading="h1" icon="check" title="Email confirmed" action={<AccountLink />}>
        <p>{confirm.data.message} Log in with it from now on.</p>
      </EmptyState>
    );
  }
  if (confirm.error) {
    const reason = fieldErrorsOf(confirm.error).token ?? confirm.error.message;
    return (
      <EmptyState heading="h1" icon="alert" title="This link does not work" action={<AccountLink />}>
        <p>{reason}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <h1 className={pageTitleCss['page-title']}>Confirm your new email</h1>
      <p className={pageLeadCss['page-lead']}>Your account moves to the address this link was sent to.</p>
      <button
        type="button"
        className="button button--block"
        disabled={!alive || confirm.isPending}
        onClick={() => confirm.mutate({ token })}
      >
        {confirm.isPending ? 'Confirming…' : 'Confirm my new email'}
      </button>
    </>
  );
}
