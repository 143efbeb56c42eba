import { createFileRoute } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { InformationForm } from '#/features/information/admin/InformationForm';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';

/** ADMIN only: the screens table marks it so, and the panel guard sends a manager away before this loads. */
export const Route = createFileRoute('/admin/_panel/information')({
  loader: ({ context }) => {
    void context.trpc.information.detail.prefetch();
  },
  head: adminHead,
  component: InformationPage,
});

function InformationPage() {
  const information = trpc.information.detail.useQuery();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        title="Site information"
        lead="The shop's details as customers see them in the footer and on the contact page."
      />
      <QueryView query={information} what="Site information" pending={<Spinner label="Loading" />}>
        {/* Keyed by the saved values: after a save the form starts again from them, with no stale draft. */}
        {(data) => <InformationForm key={JSON.stringify(data)} information={data} />}
      </QueryView>
    </div>
  );
}
