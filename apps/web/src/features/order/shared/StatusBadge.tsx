import type { IStatusBadge } from './order-status';
import styles from './StatusBadge.module.css';

/**
 * One state as a badge: colour and words together, never colour alone. What it is the state of ("Payment") is read
 * out before the label, and shown too with `showKind`, since "Completed" alone does not say what is meant.
 */
export function StatusBadge({ badge, showKind }: { badge: IStatusBadge; showKind?: boolean }) {
  return (
    <span className={`${styles['status-badge']} ${styles[`status-badge--${badge.tone}`]}`}>
      <span className={showKind ? styles['status-badge__kind'] : 'sr-only'}>{badge.of}: </span>
      {badge.label}
    </span>
  );
}

/** Several states side by side (or one above the other, in a table cell). */
export function StatusBadges({
  badges,
  showKind,
  stacked,
}: {
  badges: IStatusBadge[];
  showKind?: boolean;
  stacked?: boolean;
}) {
  return (
    <span
      className={
        stacked ? `${styles['status-badges']} ${styles['status-badges--stacked']}` : styles['status-badges']
      }
    >
      {badges.map((badge) => (
        <StatusBadge key={badge.of} badge={badge} showKind={showKind} />
      ))}
    </span>
  );
}
