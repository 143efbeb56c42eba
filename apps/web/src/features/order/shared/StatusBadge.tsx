import type { IStatusBadge } from './order-status';

/**
 * One state as a badge: colour and words together, never colour alone. What it is the state of ("Payment") is read
 * out before the label, and shown too with `showKind`, since "Completed" alone does not say what is meant.
 */
export function StatusBadge({ badge, showKind }: { badge: IStatusBadge; showKind?: boolean }) {
  return (
    <span className={`status-badge status-badge--${badge.tone}`}>
      <span className={showKind ? 'status-badge__kind' : 'sr-only'}>{badge.of}: </span>
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
    <span className={stacked ? 'status-badges status-badges--stacked' : 'status-badges'}>
      {badges.map((badge) => (
        <StatusBadge key={badge.of} badge={badge} showKind={showKind} />
      ))}
    </span>
  );
}
