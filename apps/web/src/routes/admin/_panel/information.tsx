import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '../../../components/Spinner';
import { QueryView } from '../../../components/QueryView';
import { AdminPageHeader } from '../../../features/admin/AdminPageHeader';
import { InformationForm } from '../../../features/information/InformationForm';
import { requireAdminRole } from '../../../lib/guards';
import { usePageMeta } from '../../../lib/page-meta';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/admin/_panel/information')({
  // SPEC section 6: site information is for the ADMIN role; a manager is sent away before anything loads.
  beforeLoad: ({ context }) => requireAdminRole(context.staffUser),
  loader: ({ context }) => {
    void context.trpc.information.detail.prefetch();
  },
  component: InformationPage,
});

function InformationPage() {
  usePageMeta('Site information');
  const information = trpc.information.detail.useQuery();
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Site information"
        lead="The shop's details as customers see them in the footer and on the contact page."
      />
      <QueryView query={information} what="Site information" pending={<Spinner label="Loading" />}>
        {(data) => <InformationForm information={data} />}
      </QueryView>
    </div>
  );
}
