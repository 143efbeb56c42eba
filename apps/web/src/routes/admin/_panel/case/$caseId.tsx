import { ROLE } from '@shop/domain';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader, idParamsOf } from '#/admin-kit';
import { CaseActions } from '#/features/case/admin/CaseActions';
import { CaseCustomer, CaseLines, CaseMoney, CaseRequest } from '#/features/case/admin/CaseFacts';
import { CASE_KIND_LABELS } from '#/features/case/admin/case-search';
import { CaseStateBadge } from '#/features/case/admin/CaseStateBadge';
import { CaseTimeline } from '#/features/case/admin/CaseTimeline';
import { formatDateTime } from '#/lib/dates';
import { loadOr404 } from '#/lib/load-or-404';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import adminOrderPanelCss from '#/styles/admin-order-panel.module.css';
import adminPageCss from '#/styles/admin-page.module.css';
import panelCss from '#/styles/panel.module.css';
import styles from './CasePage.module.css';

export const Route = createFileRoute('/admin/_panel/case/$caseId')({
  params: idParamsOf('caseId'),
  loader: ({ context, params }) =>
    loadOr404(() => context.trpc.case.detail.ensureData({ id: params.caseId })),
  head: adminHead,
  component: CasePage,
});

function CasePage() {
  const { caseId } = Route.useParams();
  const { staffUser } = Route.useRouteContext();
  const isAdmin = staffUser.role === ROLE.ADMIN;
  // The loader filled the cache; the query keeps the page in step after a move (setData) or a 409 (refetch).
  const loaded = Route.useLoaderData();
  const view = trpc.case.detail.useQuery({ id: caseId }, { initialData: loaded }).data;
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        breadcrumb={<Link to="/admin/case">Returns and claims</Link>}
        title={`${CASE_KIND_LABELS[view.kind]} ${view.number}`}
        lead={
          <>
            Opened <time dateTime={view.createdAt}>{formatDateTime(view.createdAt)}</time> by{' '}
            {view.customerName} · order {view.orderNumber}
          </>
        }
      />
      <div className={styles['case-page__state']} data-testid="case-state">
        <CaseStateBadge state={view.state} label={view.stateLabel} />
        {view.received ? <span className={styles['case-page__fact']}>Items received</span> : null}
        {view.refunded ? <span className={styles['case-page__fact']}>Refunded</span> : null}
        {view.replacementOrderNumber ? <span className={styles['case-page__fact']}>Replaced</span> : null}
      </div>
      <CaseActions view={view} isAdmin={isAdmin} />
      <div className={styles['case-layout']}>
        <div className={styles['case-layout__column']}>
          <CaseLines view={view} />
          <CaseRequest view={view} />
          <section className={panelCss.panel} aria-labelledby="case-timeline-title">
            <h2 id="case-timeline-title" className={adminOrderPanelCss['admin-order-panel__title']}>
              Timeline
            </h2>
            <CaseTimeline events={view.events} />
          </section>
        </div>
        <div className={styles['case-layout__column']}>
          <CaseCustomer view={view} canOpenOrders={isAdmin} />
          <CaseMoney view={view} />
        </div>
      </div>
    </div>
  );
}
