import { OUTBOX_STATE_LABELS, OUTBOX_STATES } from '@shop/domain';
import { useNavigate } from '@tanstack/react-router';
import { ListSelectFilter } from '#/admin-kit/ListSelectFilter';
import type { IOutboxSearch } from './outbox-search';

const OPTIONS = OUTBOX_STATES.map((state) => ({ value: state, label: OUTBOX_STATE_LABELS[state] }));

/** Every message, or those in one state; the choice lives in the URL and starts again at page 1. */
export function StateFilter({ value }: { value: IOutboxSearch['state'] }) {
  const navigate = useNavigate({ from: '/admin/outbox/' });
  return (
    <ListSelectFilter
      label="State"
      value={value}
      allLabel="All messages"
      options={OPTIONS}
      onChange={(next) =>
        void navigate({
          search: (prev) => ({
            ...prev,
            state: OUTBOX_STATES.find((s) => s === next),
            page: undefined,
          }),
        })
      }
    />
  );
}
