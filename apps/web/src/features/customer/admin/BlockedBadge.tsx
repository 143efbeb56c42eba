/** Active or blocked, in words and colour alike (never colour alone). */
export function BlockedBadge({ blocked }: { blocked: boolean }) {
  return blocked ? (
    <span className="status-tag status-tag--blocked">Blocked</span>
  ) : (
    <span className="status-tag status-tag--active">Active</span>
  );
}
