import { createFileRoute, Link } from '@tanstack/react-router';
import { useSyncExternalStore, type ReactNode } from 'react';
import { EmptyState } from '#/components/EmptyState';
import { fieldErrorsOf } from '#/lib/api-errors';
import { validateConfirmEmailSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import authCardCss from '#/styles/auth-card.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import authPageCss from '#/styles/auth-page.module.css';

export const Route = createFileRoute('/_store/confirm-email')({
  validateSearch: validateConfirmEmailSearch,
  head: pageHead('confirmEmail'),
  component: ConfirmEmailPage,
});

/**
 * The two links this screen opens: a new email address's confirmation (the account moves to it), and the
 * guest-orders link (`purpose=orders`: the account's own address is proven and orders placed with it as a guest
 * join the account). Each has its own words; the token decides what happens.
 */
const WORDING = {
  email: {
    title: 'Confirm your new email',
    lead: 'Your account moves to the address this link was sent to.',
    button: 'Confirm my new email',
    pending: 'Confirming…',
    done: 'Email confirmed',
    doneNext: ' Log in with it from now on.',
    newLink: 'change your email again for a new one.',
  },
  orders: {
    title: 'Add your earlier orders',
    lead: 'Orders placed as a guest with this email address join your account, under Your orders.',
    button: 'Add them to my account',
    pending: 'Adding…',
    done: 'Orders added',
    doneNext: '',
    newLink: 'ask for a new one under Your orders in your account.',
  },
} as const;

type TWording = (typeof WORDING)[keyof typeof WORDING];

/**
 * Where the link lands. The change is made by pressing the button, not by opening the page: mail scanners open
 * links on their own, and that must not move anyone's account.
 */
function ConfirmEmailPage() {
  const { token, purpose } = Route.useSearch();
  const words = WORDING[purpose ?? 'email'];
  const action = purpose === 'orders' ? <OrdersLink /> : <AccountLink />;
  return (
    <div className={`container ${authPageCss['auth-page']}`}>
      <div className={authCardCss['auth-card']}>
        {token ? (
          <ConfirmEmail token={token} words={words} action={action} />
        ) : (
          <EmptyState heading="h1" icon="alert" title="This link is incomplete" action={action}>
            <p>Open the link from the email exactly as it is, or {words.newLink}</p>
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

const OrdersLink = () => (
  <Link to="/my-account/order" className="button">
    Your orders
  </Link>
);

const noSubscription = () => () => {};

function ConfirmEmail({ token, words, action }: { token: string; words: TWording; action: ReactNode }) {
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
      <EmptyState heading="h1" icon="check" title={words.done} action={action}>
        <p>
          {confirm.data.message}
          {words.doneNext}
        </p>
      </EmptyState>
    );
  }
  if (confirm.error) {
    const tokenError = fieldErrorsOf(confirm.error).token;
    // The server's sentence for a dead link speaks of email changes; a guest-orders link says how to get another.
    const reason =
      tokenError && words === WORDING.orders
        ? `This link is invalid or has expired: ${words.newLink}`
        : (tokenError ?? confirm.error.message);
    return (
      <EmptyState heading="h1" icon="alert" title="This link does not work" action={action}>
        <p>{reason}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <h1 className={pageTitleCss['page-title']}>{words.title}</h1>
      <p className={pageLeadCss['page-lead']}>{words.lead}</p>
      <button
        type="button"
        className="button button--block"
        disabled={!alive || confirm.isPending}
        onClick={() => confirm.mutate({ token })}
      >
        {confirm.isPending ? words.pending : words.button}
      </button>
    </>
  );
}
