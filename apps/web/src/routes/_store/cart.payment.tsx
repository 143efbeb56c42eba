import { createFileRoute } from '@tanstack/react-router';
import { loadServerCart } from '#/features/cart/server-cart-loader';
import { CheckoutFlow } from '#/features/checkout/CheckoutFlow';
import { currentCustomer } from '#/lib/guards';
import { pageHead } from '#/lib/route-head';
import sectionCss from '#/styles/section.module.css';

export const Route = createFileRoute('/_store/cart/payment')({
  // A customer checks out with their account; without a session the visitor checks out as a guest (an email).
  beforeLoad: async ({ context }) => ({ shopper: await currentCustomer(context) }),
  // The saved address fills the form when it first shows; without it (or for a guest) the form starts empty.
  // On the server, the server cart too (server-cart.ts).
  loader: async ({ context }) => {
    await Promise.all([
      loadServerCart(context),
      context.shopper ? context.trpc.account.detail.ensureData().catch(() => undefined) : undefined,
    ]);
  },
  head: pageHead('checkout'),
  component: CheckoutPage,
});

function CheckoutPage() {
  const { shopper } = Route.useRouteContext();
  return (
    <div className={`container ${sectionCss.section}`}>
      <CheckoutFlow customer={shopper} />
    </div>
  );
}
