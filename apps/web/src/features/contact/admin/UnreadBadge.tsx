import { trpc } from '#/lib/trpc';
import { UNREAD_POLL_MS } from './use-read-flag';
import styles from './UnreadBadge.module.css';

/** How many messages are unread, asked again every minute so that new ones show without a reload. */
export function useUnreadMessages(): number {
  const { data } = trpc.contact.unreadCount.useQuery(undefined, { refetchInterval: UNREAD_POLL_MS });
  return data?.unread ?? 0;
}

/** The sidebar link's name with the count in it: "Messages, 3 unread" (the badge itself is for the eye). */
export const unreadLinkName = (label: string, unread: number): string | undefined =>
  unread > 0 ? `${label}, ${unread} unread` : undefined;

/**
 * The count for the eye. It is drawn by CSS from `data-count` rather than written as text: the link's name
 * already says it, and text here would make the visible label ("Messages 3") differ from that name.
 */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      className={styles['nav-badge']}
      aria-hidden="true"
      data-testid="unread-badge"
      data-count={count > 99 ? '99+' : String(count)}
    />
  );
}
