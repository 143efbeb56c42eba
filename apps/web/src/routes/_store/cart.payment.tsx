import { createFileRoute } from '@tanstack/react-router';
import { CheckoutFlow } from '#/features/checkout/CheckoutFlow';
import { requireCustomer } from '#/lib/guards';
import { pageHead } from '#/lib/route-head';
import sectionCss from '#/components/section.module.css';

export const Route = createFileRoute('/_store/cart/payment')({
  // Checkout needs a customer session: without one, /login?redirect=/cart/payment brings the customer back here.
  beforeLoad: ({ context, location }) => requireCustomer({ context, location }),
  // The saved address fills the form when it first shows; without it the form starts empty.
  loader: ({ context }) => context.trpc.account.detail.ensureData().catch(() => undefined),
  head: pageHead('checkout'),
  component: CheckoutPage,
});

function CheckoutPage() {
  const { customer } = Route.useRouteContext();
  return (
    <div className={`container ${sectionCss.section} checkout-page`}>
      <CheckoutFlow customer={customer} />
    </div>
  );
}
