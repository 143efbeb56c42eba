import { FULFILMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES, STATUS_LABELS } from '@shop/domain';
import { useNavigate } from '@tanstack/react-router';
import type { IOrderSearch } from './order-search';
import filtersCss from '#/styles/filters.module.css';

function StateSelect<T extends string>(props: {
  label: string;
  values: readonly T[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <label>
      {props.label}{' '}
      <select
        value={props.value ?? ''}
        onChange={(e) => props.onChange(props.values.find((v) => v === e.target.value))}
      >
        <option value="">All</option>
        {props.values.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value] ?? value}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The three states and a date range beside the search box. Every change lands in the URL as a history entry (Back
 * undoes it) and starts again at page 1.
 */
export function OrderFilters({ search }: { search: IOrderSearch }) {
  const navigate = useNavigate({ from: '/admin/order/' });
  const set = (patch: Partial<IOrderSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) });
  return (
    <div className={filtersCss.filters} role="group" aria-label="Filters">
      <StateSelect
        label="Order"
        values={ORDER_STATUSES}
        value={search.status}
        onChange={(status) => set({ status })}
      />
      <StateSelect
        label="Payment"
        values={PAYMENT_STATUSES}
        value={search.paymentStatus}
        onChange={(paymentStatus) => set({ paymentStatus })}
      />
      <StateSelect
        label="Delivery"
        values={FULFILMENT_STATUSES}
        value={search.fulfilmentStatus}
        onChange={(fulfilmentStatus) => set({ fulfilmentStatus })}
      />
      <label>
        From{' '}
        <input
          type="date"
          value={search.from ?? ''}
          max={search.to}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </label>
      <label>
        To{' '}
        <input
          type="date"
          value={search.to ?? ''}
          min={search.from}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </label>
    </div>
  );
}
