import type { TOutboxMessage } from '@shop/domain';
import { useToast } from '#/components/Toast';
import { trpc } from '#/lib/trpc';
import type { IOutboxRowActions } from './outbox-columns';

/** Resend and cancel (ADMIN only), each bringing the list and the dashboard's failed count up to date. */
export function useOutboxActions(): IOutboxRowActions {
  const utils = trpc.useUtils();
  const toast = useToast();
  const refresh = () =>
    Promise.all([utils.outbox.getList.invalidate(), utils.outbox.failedCount.invalidate()]);
  const resend = trpc.outbox.resend.useMutation({
    onSuccess: async (message: TOutboxMessage) => {
      toast.success(`“${message.subject}” to ${message.recipient} will be sent again.`);
      await refresh();
    },
    onError: () => toast.error('The message could not be sent again. Please reload and try again.'),
  });
  const cancel = trpc.outbox.cancel.useMutation({
    onSuccess: async (message: TOutboxMessage) => {
      toast.success(`“${message.subject}” to ${message.recipient} is cancelled.`);
      await refresh();
    },
    onError: () => toast.error('The message could not be cancelled. Please reload and try again.'),
  });
  return {
    resend: (message) => resend.mutate({ id: message.id }),
    cancel: (message) => cancel.mutate({ id: message.id }),
    busy: resend.isPending || cancel.isPending,
  };
}
