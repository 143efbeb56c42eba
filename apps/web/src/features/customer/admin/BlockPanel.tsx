import type { TCustomerAdminDetail } from '@shop/domain';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { useToast } from '#/components/Toast';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { BlockedBadge } from './BlockedBadge';
import panelCss from '#/styles/panel.module.css';
import sidePanelCss from '#/styles/side-panel.module.css';

/** The customer's access to the shop: block (ending every session of theirs) or unblock, each confirmed first. */
export function BlockPanel({ customer }: { customer: TCustomerAdminDetail }) {
  const [asking, setAsking] = useState(false);
  const toast = useToast();
  const utils = trpc.useUtils();
  const block = trpc.customer.block.useMutation({
    onSuccess: async (saved) => {
      utils.customer.detail.setData({ id: saved.id }, saved);
      setAsking(false);
      toast.success(
        saved.blocked
          ? `“${saved.name}” is blocked and has been logged out everywhere.`
          : `“${saved.name}” can log in again.`,
      );
      await utils.customer.getList.invalidate();
    },
    onError: (err) => {
      setAsking(false);
      toast.error(errorMessageOf(err, 'The change could not be saved.'));
    },
  });
  const blocking = !customer.blocked;

  return (
    <section className={`${panelCss.panel} ${sidePanelCss['side-panel']}`} aria-labelledby="access-title">
      <h2 id="access-title" className={sidePanelCss['side-panel__title']}>
        Access <BlockedBadge blocked={customer.blocked} />
      </h2>
      <p className={sidePanelCss['side-panel__text']}>
        {customer.blocked
          ? 'This customer cannot log in or check out. Their past orders stay as they are.'
          : 'A blocked customer is logged out at once and cannot log in again until unblocked.'}
      </p>
      <button
        type="button"
        className={blocking ? 'button button--danger' : 'button button--ghost'}
        onClick={() => setAsking(true)}
      >
        {blocking ? 'Block customer' : 'Unblock customer'}
      </button>
      <ConfirmDialog
        open={asking}
        title={blocking ? `Block “${customer.name}”?` : `Unblock “${customer.name}”?`}
        confirmLabel={blocking ? 'Block' : 'Unblock'}
        busyLabel="Saving…"
        busy={block.isPending}
        destructive={blocking}
        onCancel={() => setAsking(false)}
        onConfirm={() => block.mutate({ id: customer.id, blocked: blocking })}
      >
        <p>
          {blocking
            ? 'They will be logged out on every device and cannot log in until you unblock them. They are not told why: the login page says the account is blocked and to contact the shop.'
            : 'They will be able to log in and shop again.'}
        </p>
      </ConfirmDialog>
    </section>
  );
}
