import { createFileRoute } from '@tanstack/react-router';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { MyDetailsForm } from '#/features/account/MyDetailsForm';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';

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
      <header className="page-header">
        <h1 className="page-title">Your details</h1>
        <p className="page-lead">Your name, email and the address we deliver to.</p>
      </header>
      <div className="account-card account-card--form">
        <QueryView query={account} what="Your details" pending={<Spinner label="Loading your details" />}>
          {(me) => <MyDetailsForm account={me} />}
        </QueryView>
      </div>
    </>
  );
}
