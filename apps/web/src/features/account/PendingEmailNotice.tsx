import type { TMyAccountDetail } from '@shop/domain';
import { useToast } from '#/components/Toast';
import { trpc } from '#/lib/trpc';
import styles from './PendingEmailNotice.module.css';

/**
 * While a new email waits for its confirmation link: where the link went, that the account keeps its current
 * address until then, and a way to drop the change (a typo in the new address, a change of mind).
 */
export function PendingEmailNotice({
  account,
}: {
  account: Pick<TMyAccountDetail, 'email' | 'pendingEmail'>;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const cancel = trpc.account.cancelEmailChange.useMutation({
    onSuccess: (saved) => {
      utils.account.detail.setData(undefined, saved);
      toast.success(`Your email stays ${saved.email}.`);
    },
    onError: () => toast.error('The change could not be cancelled. Please try again.'),
  });
  if (!account.pendingEmail) return null;
  return (
    <div className={styles['pending-email']} role="status">
      <p>
        Confirm the link we sent to{' '}
        <strong className={styles['pending-email__address']}>{account.pendingEmail}</strong>. Until you open
        it, your account keeps <span className={styles['pending-email__address']}>{account.email}</span>.
      </p>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
      >
        Cancel the change
      </button>
    </div>
  );
}
