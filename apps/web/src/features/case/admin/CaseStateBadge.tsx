import { CASE_STATE_LABELS, type TCaseState } from '@shop/domain';
import type { TStatusTone } from '#/features/order/shared/order-status';
import { StatusBadge } from '#/features/order/shared/StatusBadge';

const TONES: Record<TCaseState, TStatusTone> = {
  requested: 'waiting',
  approved: 'active',
  rejected: 'bad',
  cancelled: 'neutral',
  closed: 'good',
};

/** A case's state in words and colour together, in the order badges' tints ("Case: " is read out first). */
export function CaseStateBadge({ state, label }: { state: TCaseState; label?: string }) {
  return <StatusBadge badge={{ of: 'Case', label: label || CASE_STATE_LABELS[state], tone: TONES[state] }} />;
}
