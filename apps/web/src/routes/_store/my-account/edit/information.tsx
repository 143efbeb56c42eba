import { createFileRoute } from '@tanstack/react-router';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { MyDetailsForm } from '#/features/account/MyDetailsForm';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import accountCardCss from '#/styles/account-card.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';

export const Route = createFileRoute('/_store/my-account/edit/information')({
  loader: ({ context }) => {
    void context.trpc.account.detail.prefetch();
  },
  head: pageHead('accountDetails'),
  component: EditInformationPage,
});

function EditInformationPage() {
  const account = trpc.account.detail.useQuery();
  return (
    <>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>Your details</h1>
        <p className={pageLeadCss['page-lead']}>Your name, email and the address we deliver to.</p>
      </header>
      <div className={`${accountCardCss['account-card']} ${accountCardCss['account-card--form']}`}>
        <QueryView query={account} what="Your details" pending={<Spinner label="Loading your details" />}>
          {(me) => <MyDetailsForm account={me} />}
        </QueryView>
      </div>
    </>
  );
}
