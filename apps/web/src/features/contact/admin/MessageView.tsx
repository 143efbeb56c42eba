import type { TContactMessage } from '@shop/domain';
import { Icon } from '#/components/Icon';
import { ReadBadge } from './message-columns';
import { ReceivedAt } from './ReceivedAt';
import { replyHref } from './reply-link';
import panelCss from '#/styles/panel.module.css';
import styles from './MessageView.module.css';

interface IMessageViewProps {
  message: TContactMessage;
  busy: boolean;
  onToggleRead: () => void;
}

/** One visitor's message (the page heading is its subject): who wrote, when, what, and what staff do with it. */
export function MessageView({ message, busy, onToggleRead }: IMessageViewProps) {
  return (
    <article className={`${panelCss.panel} ${styles.message}`} aria-label={`Message from ${message.name}`}>
      <header className={styles.message__head}>
        <div className={styles.message__sender}>
          <span className={styles.message__avatar} aria-hidden="true">
            {message.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div>
            <p className={styles.message__name}>{message.name}</p>
            <p className={styles.message__contact}>
              <a href={`mailto:${message.email}`}>{message.email}</a>
              {message.phone ? (
                <>
                  {' · '}
                  <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>
                </>
              ) : null}
            </p>
          </div>
        </div>
        <p className={styles.message__meta}>
          <ReadBadge isRead={message.isRead} />
          <span>
            Received <ReceivedAt iso={message.createdAt} full />
          </span>
        </p>
      </header>
      <div className={styles.message__body}>{message.message}</div>
      <div className={styles.message__actions}>
        <a className="button" href={replyHref(message.email, message.subject)}>
          <Icon name="mail" size={18} />
          Reply by email
        </a>
        <button type="button" className="button button--ghost" onClick={onToggleRead} disabled={busy}>
          {message.isRead ? 'Mark as unread' : 'Mark as read'}
        </button>
      </div>
    </article>
  );
}
