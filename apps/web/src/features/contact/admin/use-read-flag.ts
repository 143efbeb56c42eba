import type { TContactMessage } from '@shop/domain';
import { useCallback } from 'react';
import { useToast } from '#/components/Toast';
import { trpc } from '#/lib/trpc';

/** New messages show up in the sidebar badge within a minute, without a reload. */
export const UNREAD_POLL_MS = 60_000;

/**
 * Sets a message's read flag and brings every view of it up to date: the message itself, the list, the sidebar
 * badge and the dashboard's unread card.
 */
export function useReadFlag() {
  const utils = trpc.useUtils();
  const toast = useToast();
  const mutation = trpc.contact.changeRead.useMutation({
    onSuccess: async (message: TContactMessage) => {
      utils.contact.detail.setData({ id: message.id }, message);
      await Promise.all([
        utils.contact.unreadCount.invalidate(),
        utils.contact.getList.invalidate(),
        utils.dashboard.summary.invalidate(),
      ]);
    },
    onError: () => toast.error('The message could not be updated. Please try again.'),
  });
  const { mutateAsync } = mutation;
  const setRead = useCallback((id: number, isRead: boolean) => mutateAsync({ id, isRead }), [mutateAsync]);
  return { mutation, setRead };
}
