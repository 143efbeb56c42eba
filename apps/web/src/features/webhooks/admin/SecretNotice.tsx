import type { TWebhookEndpointWithSecret } from '@shop/domain';
import noticeCss from '#/styles/notice.module.css';
import styles from '#/styles/webhooks.module.css';

/** The signing secret, shown once after creation or rotation: the shop never shows it again. */
export function SecretNotice({
  endpoint,
  onDismiss,
}: {
  endpoint: TWebhookEndpointWithSecret;
  onDismiss: () => void;
}) {
  return (
    <div className={noticeCss.notice} role="status" data-testid="webhook-secret">
      <p>
        <strong>Signing secret for {endpoint.url}</strong>: copy it now, it is not shown again.
      </p>
      <p>
        <code className={styles['webhook-secret']}>{endpoint.secret}</code>
      </p>
      <p>
        Receivers verify each delivery with it (Standard Webhooks: <code>webhook-id</code>,{' '}
        <code>webhook-timestamp</code>, <code>webhook-signature</code>).
      </p>
      <button type="button" className="button button--ghost" onClick={onDismiss}>
        I have copied it
      </button>
    </div>
  );
}
