import type { TMovedReason } from '#/lib/search-params';
import noticeCss from '#/styles/notice.module.css';

const MESSAGES: Record<TMovedReason, string> = {
  'session-ended': 'Your session ended. Please sign in again.',
  'admin-only': 'That screen is for administrators. Ask an administrator if you need something from it.',
};

interface IMovedNoticeProps {
  /** From the page's search (`reason=`); nothing is shown without one. */
  reason: TMovedReason | undefined;
  /** The reasons this page explains; another one (typed into the address by hand) shows nothing. */
  only: readonly TMovedReason[];
}

/** Tells a visitor why they landed on this page instead of the one they were on (the design's auth rules). */
export function MovedNotice({ reason, only }: IMovedNoticeProps) {
  if (!reason || !only.includes(reason)) return null;
  return (
    <div className={noticeCss.notice} role="status">
      <p>{MESSAGES[reason]}</p>
    </div>
  );
}
