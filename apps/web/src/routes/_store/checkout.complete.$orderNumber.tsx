import { createFileRoute, notFound } from '@tanstack/react-router';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { PlacedOrderConfirmation } from '#/features/checkout/CheckoutOutcome';
import { currentCustomer } from '#/lib/guards';
import { loadOr404 } from '#/lib/load-or-404';
import { pageHead } from '#/lib/route-head';
import { trpc } from '#/lib/trpc';
import sectionCss from '#/styles/section.module.css';

/** Order numbers as the shop writes them; anything else is a page that does not exist. */
const ORDER_NUMBER = /^HT-\d{5,9}$/;

/**
 * The order confirmation's own address: checkout comes here once paid, so a reload or a bookmark shows it again.
 * Only its buyer reads it (the customer, or the guest by the cart session it was placed from): anyone else gets
 * the not-found page, as for an unknown number.
 */
export const Route = createFileRoute('/_store/checkout/complete/$orderNumber')({
  beforeLoad: async ({ context }) => ({ shopper: await currentCustomer(context) }),
  loader: async ({ context, params }) => {
    if (!ORDER_NUMBER.test(params.orderNumber)) throw notFound();
    await loadOr404(() => context.trpc.order.placed.ensureData({ number: params.orderNumber }));
  },
  head: pageHead('orderPlaced'),
  component: OrderPlacedPage,
});

function OrderPlacedPage() {
  const { orderNumber } = Route.useParams();
  const { shopper } = Route.useRouteContext();
  const order = trpc.order.placed.useQuery({ number: orderNumber });
  return (
    <div className={`container ${sectionCss.section}`}>
      <QueryView query={order} what="This order" pending={<Spinner label="Loading the order" />}>
        {(loaded) => <PlacedOrderConfirmation order={loaded} guest={!shopper} />}
      </QueryView>
    </div>
  );
}
