import { createFileRoute } from '@tanstack/react-router';
import { CheckoutFlow } from '#/features/checkout/CheckoutFlow';
import { requireCustomer } from '#/lib/guards';
import { usePageMeta } from '#/lib/page-meta';

export const Route = createFileRoute('/_store/cart/payment')({
  // Checkout needs a customer session: without one, /login?redirect=/cart/payment brings the customer back here.
  beforeLoad: ({ context, location }) => requireCustomer({ context, location }),
  // The saved address fills the form when it first shows; without it the form starts empty.
  loader: ({ context }) => context.trpc.myAccount.detail.ensureData().catch(() => undefined),
  component: CheckoutPage,
});

function CheckoutPage() {
  usePageMeta('Checkout', 'Shipping address, shipping speed and payment for your order.');
  const { customer } = Route.useRouteContext();
  return (
    <div className="container section checkout-page">
      <CheckoutFlow customer={customer} />
    </div>
  );
}
