import { createFileRoute } from '@tanstack/react-router';
import { OrderLookup } from '#/features/order/store/OrderLookup';
import { validateOrderNumberSearch } from '#/lib/order-number-search';
import { pageHead } from '#/lib/route-head';
import sectionCss from '#/styles/section.module.css';

export const Route = createFileRoute('/_store/orders/find')({
  validateSearch: validateOrderNumberSearch,
  head: pageHead('findOrder'),
  component: FindOrderPage,
});

/** A guest's way back to their order: its number and the email it was placed with. */
function FindOrderPage() {
  const { number } = Route.useSearch();
  return (
    <div className={`container ${sectionCss.section}`}>
      <OrderLookup number={number ?? ''} />
    </div>
  );
}
