import type { IBadge } from './order-format';

export function StatusBadge({ badge }: { badge: IBadge }) {
  return (
    <span className={`status-badge status-badge--${badge.tone}`}>
      <span className="sr-only">{badge.of}: </span>
      {badge.label}
    </span>
  );
}

export function StatusBadges({ badges }: { badges: IBadge[] }) {
  return (
    <span className="status-badges">
      {badges.map((b) => (
        <StatusBadge key={b.of} badge={b} />
      ))}
    </span>
  );
}
