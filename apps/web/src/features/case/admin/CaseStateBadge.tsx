import { CASE_STATE_LABELS, type TCaseState } from '@shop/domain';
import styles from './CaseStateBadge.module.css';

const TONES: Record<TCaseState, string> = {
  requested: 'waiting',
  approved: 'active',
  rejected: 'bad',
  cancelled: 'neutral',
  closed: 'good',
};

/** A case's state in words and colour together, never colour alone. */
export function CaseStateBadge({ state, label }: { state: TCaseState; label?: string }) {
  return (
    <span className={`${styles['case-state']} ${styles[`case-state--${TONES[state]}`]}`}>
      {label || CASE_STATE_LABELS[state]}
    </span>
  );
}
