import styles from './BlockedBadge.module.css';
/** Active or blocked, in words and colour alike (never colour alone). */
export function BlockedBadge({ blocked }: { blocked: boolean }) {
  return blocked ? (
    <span className={`${styles['status-tag']} ${styles['status-tag--blocked']}`}>Blocked</span>
  ) : (
    <span className={`${styles['status-tag']} ${styles['status-tag--active']}`}>Active</span>
  );
}
