import type { TDeliveryCapacityChange } from '@shop/domain';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { useToast } from '#/components/Toast';
import { errorMessageOf, httpStatusOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';

type TChange = (moveBookings: boolean) => Promise<TDeliveryCapacityChange>;

/**
 * Runs a change of a zone's capacity. The server refuses (409) one that takes room held or booked deliveries use;
 * staff then read why and may repeat it with moveBookings, which moves those bookings to "needs a window" and
 * mails each customer. Answers a function to run a change (true when it was saved) and the dialog to render.
 */
export function useCapacityChange(zoneId: number): {
  run: (change: TChange, saved: string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const utils = trpc.useUtils();
  const toast = useToast();
  const [pending, setPending] = useState<{ change: TChange; saved: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const done = async (result: TDeliveryCapacityChange, saved: string) => {
    utils.deliveryWindow.schedule.setData({ zoneId }, result.schedule);
    await utils.deliveryWindow.calendar.invalidate({ zoneId });
    const moved = result.movedOrderIds.length;
    toast.success(
      moved === 0
        ? saved
        : `${saved} ${moved} ${moved === 1 ? 'order was' : 'orders were'} moved to "needs a window".`,
    );
  };

  const run = async (change: TChange, saved: string) => {
    try {
      await done(await change(false), saved);
      return true;
    } catch (error) {
      if (httpStatusOf(error) === 409) setPending({ change, saved });
      else toast.error(errorMessageOf(error, 'The change could not be saved.'));
      return false;
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Bookings would lose their window"
      confirmLabel="Move those bookings"
      busyLabel="Moving…"
      busy={busy}
      destructive
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (!pending) return;
        setBusy(true);
        pending
          .change(true)
          .then((result) => done(result, pending.saved))
          .catch((error: unknown) => toast.error(errorMessageOf(error, 'The change could not be saved.')))
          .finally(() => {
            setBusy(false);
            setPending(null);
          });
      }}
    >
      <p>Held or booked deliveries need the room this change takes away, so it was not saved.</p>
      <p>
        Move those bookings (each customer gets a mail with a link)? They then wait under &ldquo;needs a
        window&rdquo;.
      </p>
    </ConfirmDialog>
  );
  return { run, dialog };
}
