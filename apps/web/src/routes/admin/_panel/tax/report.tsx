import { ZTaxReportInput } from '@shop/domain';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { VerifyRatesNotice } from '#/features/tax/admin/TaxSettings';
import { TaxReport } from '#/features/tax/admin/TaxReport';
import { usePageMeta } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/components/admin-page.module.css';

/** A month range that does not parse is dropped: the last 12 months show instead. */
const reportSearch = (search: Record<string, unknown>) => {
  const parsed = ZTaxReportInput.safeParse(search);
  return parsed.success ? parsed.data : {};
};

export const Route = createFileRoute('/admin/_panel/tax/report')({
  validateSearch: reportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.trpc.tax.report.prefetch(deps);
  },
  component: TaxReportPage,
});

function TaxReportPage() {
  usePageMeta('Sales tax report');
  const search = Route.useSearch();
  const report = trpc.tax.report.useQuery(search);
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        title="Sales tax report"
        lead="Tax on paid orders per delivery state and month (UTC), less the tax given back with refunds."
      />
      <VerifyRatesNotice />
      <p>
        <Link to="/admin/tax">Tax settings</Link>
      </p>
      <QueryView query={report} what="Tax report" pending={<Spinner label="Loading" />}>
        {(data) => <TaxReport key={`${data.from} ${data.to}`} report={data} />}
      </QueryView>
    </div>
  );
}
