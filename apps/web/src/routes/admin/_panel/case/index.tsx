import { ROLE } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { CaseList } from '#/features/case/admin/CaseList';
import { caseListInput, validateCaseSearch, type ICaseSearch } from '#/features/case/admin/case-search';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';

/** Returns and damage claims: every member of staff works them; refunds and replacements are an ADMIN's. */
export const Route = createFileRoute('/admin/_panel/case/')({
  // Typed only, and no loader: the screen checks the values itself (validateCaseSearch) in its own chunk, so the
  // route tree that every storefront page loads carries none of this screen's code.
  validateSearch: (search: Record<string, unknown>) => search as ICaseSearch,
  head: adminHead,
  component: CasesPage,
});

function CasesPage() {
  const search = validateCaseSearch(Route.useSearch());
  const { staffUser } = Route.useRouteContext();
  const list = trpc.case.list.useQuery(caseListInput(search), { placeholderData: keepPreviousData });
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        title="Returns and claims"
        lead="Returns customers asked for and pieces reported damaged: approve or reject them, receive what comes back, then refund or replace."
        actions={
          <Link to="/admin/case/settings" className="button button--ghost">
            Returns settings
          </Link>
        }
      />
      <CaseList search={search} list={list} canOpenOrders={staffUser.role === ROLE.ADMIN} />
    </div>
  );
}
