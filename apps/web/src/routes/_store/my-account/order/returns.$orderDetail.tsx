import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import CaseCenter from '#/features/case/store/CaseCenter';
import { loadOr404 } from '#/lib/load-or-404';
import { pageHead } from '#/lib/route-head';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import shopBreadcrumbCss from '#/styles/shop-breadcrumb.module.css';

/** Order numbers as the shop writes them; anything else is a page that does not exist. */
const ORDER_NUMBER = /^HT-\d{5,9}$/;

/**
 * The signed-in buyer's returns and problem reports for one order. The order's own page links here once a piece
 * has been delivered (a guest reaches the same panel from the order lookup).
 */
export const Route = createFileRoute('/_store/my-account/order/returns/$orderDetail')({
  loader: async ({ context, params }) => {
    if (!ORDER_NUMBER.test(params.orderDetail)) throw notFound();
    // Another customer's order answers 404 as an unknown one does. Read here, the server draws the page whole.
    const ref = { number: params.orderDetail };
    await loadOr404(() =>
      Promise.all([context.trpc.case.returnOptions.ensureData(ref), context.trpc.case.mine.ensureData(ref)]),
    );
  },
  head: pageHead('orderReturns'),
  component: OrderReturnsPage,
});

function OrderReturnsPage() {
  const { orderDetail: number } = Route.useParams();
  return (
    <>
      <nav aria-label="Breadcrumb" className={shopBreadcrumbCss['shop-breadcrumb']}>
        <ol>
          <li>
            <Link to="/my-account">Your account</Link>
          </li>
          <li>
            <Link to="/my-account/order">Orders</Link>
          </li>
          <li>
            <Link to="/my-account/order/detail/$orderDetail" params={{ orderDetail: number }}>
              {number}
            </Link>
          </li>
          <li aria-current="page">Returns and problems</li>
        </ol>
      </nav>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>Return or report a problem</h1>
        <p className={pageLeadCss['page-lead']}>
          Order {number}: send pieces back, or tell us what arrived damaged or faulty.
        </p>
      </header>
      <CaseCenter number={number} />
    </>
  );
}
