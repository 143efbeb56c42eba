import { Link } from '@tanstack/react-router';
import { trpc } from '#/lib/trpc';
import noticeCss from '#/styles/notice.module.css';

/** The dashboard's warning when mail gave up after its last attempt; nothing while none did. */
export function OutboxFailedNotice() {
  const failed = trpc.outbox.failedCount.useQuery(undefined, { refetchInterval: 60_000 });
  const count = failed.data?.failed ?? 0;
  if (!count) return null;
  return (
    <div className={noticeCss.notice} role="status" data-testid="outbox-failed">
      <p>{count === 1 ? '1 message' : `${count} messages`} could not be sent after every attempt.</p>
      <Link to="/admin/outbox" search={{ state: 'failed' }} className="button button--ghost">
        See the outbox
      </Link>
    </div>
  );
}
