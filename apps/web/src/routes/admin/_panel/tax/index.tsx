import { createFileRoute } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { TaxReportSection } from '#/features/tax/admin/TaxReport';
import { TaxSettings } from '#/features/tax/admin/TaxSettings';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';

/**
 * ADMIN only: the screens table marks it so, and the panel guard sends a manager away before this loads. One route
 * for the settings and the report, with no loader or search check: those would sit in the route tree that every
 * storefront page loads, which is at its size budget.
 */
export const Route = createFileRoute('/admin/_panel/tax/')({
  head: adminHead,
  component: TaxPage,
});

function TaxPage() {
  const settings = trpc.tax.settings.useQuery();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        title="Sales tax"
        lead="Where the shop collects sales tax, at which rates, and whether shipping is taxed: every order is taxed by its delivery address."
      />
      <QueryView query={settings} what="Tax settings" pending={<Spinner label="Loading" />}>
        {(data) => <TaxSettings settings={data} />}
      </QueryView>
      <TaxReportSection />
    </div>
  );
}
