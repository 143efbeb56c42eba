import type { TStaffCaseView } from '@shop/domain';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { FormAlert, FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { FormDialog } from '#/features/order/admin/FormDialog';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { ReceiveDialog } from './ReceiveDialog';
import { RefundDialog } from './RefundDialog';
import styles from './CaseActions.module.css';

type TMove = TStaffCaseView['moves'][number];
type TDialog = TMove | 'note';

const MOVE_LABELS: Record<TDialog, string> = {
  approve: 'Approve',
  reject: 'Reject',
  receive: 'Receive items',
  refund: 'Refund',
  replace: 'Send a replacement',
  close: 'Close case',
  note: 'Add a note',
};
/** The calls a manager is refused (403): not offered to them at all. */
const ADMIN_MOVES: readonly TMove[] = ['refund', 'replace'];

/**
 * The moves the case allows now (the server says which), and a note at any time. A 422 keeps its dialog open with
 * the reason; a 409 (someone moved the case first, or it cannot move that way) closes it, stays on the page as an
 * alert and the case is read again.
 */
export function CaseActions({ view, isAdmin }: { view: TStaffCaseView; isAdmin: boolean }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const approve = trpc.case.approve.useMutation();
  const reject = trpc.case.reject.useMutation();
  const receive = trpc.case.receive.useMutation();
  const refund = trpc.case.refund.useMutation();
  const replace = trpc.case.replace.useMutation();
  const close = trpc.case.close.useMutation();
  const note = trpc.case.note.useMutation();
  const busy = [approve, reject, receive, refund, replace, close, note].some((m) => m.isPending);

  const open = (next: TDialog) => {
    setText('');
    setFieldError(undefined);
    setFailure(null);
    setConflict(null);
    setDialog(next);
  };
  const done = (next: TStaffCaseView, message: string) => {
    utils.case.detail.setData({ id: view.id }, next);
    void utils.case.list.invalidate();
    setDialog(null);
    toast.success(message);
  };
  const failed = (err: unknown) => {
    const status = httpStatusOf(err);
    const message = errorMessageOf(err, 'The case could not be changed.');
    if (status === 422) {
      const fields = fieldErrorsOf(err);
      const first = Object.values(fields)[0];
      setFieldError(first);
      setFailure(first ?? message);
      return;
    }
    setDialog(null);
    setConflict(message);
    toast.error(message);
    if (status === 409) void utils.case.detail.invalidate({ id: view.id });
  };
  const on = (message: string) => ({
    onSuccess: (next: TStaffCaseView) => done(next, message),
    onError: failed,
  });

  const submitText = () => {
    const value = text.trim();
    if (dialog === 'approve')
      approve.mutate({ id: view.id, instructions: value }, on(`Case ${view.number} approved.`));
    else if (dialog === 'reject') {
      if (value.length < 3) return setFieldError('Say why (at least 3 characters).');
      reject.mutate({ id: view.id, reason: value }, on(`Case ${view.number} rejected.`));
    } else if (dialog === 'note') {
      if (!value) return setFieldError('Write the note.');
      note.mutate({ id: view.id, note: value }, on('Note added.'));
    }
  };

  const moves = view.moves.filter((move) => isAdmin || !ADMIN_MOVES.includes(move));
  const withheld = !isAdmin && view.moves.some((move) => ADMIN_MOVES.includes(move));
  const textDialog =
    dialog === 'approve'
      ? { title: `Approve case ${view.number}`, label: 'Instructions for the customer', submit: 'Approve' }
      : dialog === 'reject'
        ? { title: `Reject case ${view.number}`, label: 'Reason', submit: 'Reject' }
        : { title: `Add a note to case ${view.number}`, label: 'Note', submit: 'Add note' };
  return (
    <div className={styles['case-actions']}>
      <div className={styles['case-actions__buttons']} role="group" aria-label="Case actions">
        {[...moves, 'note' as const].map((move) => (
          <button
            key={move}
            type="button"
            className={
              move === 'reject'
                ? 'button button--ghost button--danger-text'
                : move === 'note' || move === 'close'
                  ? 'button button--ghost'
                  : 'button'
            }
            disabled={busy}
            onClick={() => open(move)}
          >
            {MOVE_LABELS[move]}
          </button>
        ))}
      </div>
      {withheld ? (
        <p className={styles['case-actions__hint']}>Refunds and replacements are made by an administrator.</p>
      ) : null}
      <FormAlert message={conflict} />

      <FormDialog
        open={dialog === 'approve' || dialog === 'reject' || dialog === 'note'}
        title={textDialog.title}
        submitLabel={textDialog.submit}
        busyLabel="Saving…"
        busy={busy}
        destructive={dialog === 'reject'}
        onSubmit={submitText}
        onCancel={() => setDialog(null)}
      >
        <FormField
          label={textDialog.label}
          error={fieldError}
          hint={
            dialog === 'approve'
              ? 'Optional: the pickup day, how to pack, where to send it.'
              : dialog === 'reject'
                ? 'The customer is told this.'
                : 'Kept on the case’s timeline.'
          }
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={dialog === 'reject' ? 500 : 1000}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </FormField>
        <FormAlert message={fieldError ? null : failure} />
      </FormDialog>

      <ReceiveDialog
        view={view}
        open={dialog === 'receive'}
        busy={receive.isPending}
        failure={failure}
        onCancel={() => setDialog(null)}
        onSubmit={(input) => receive.mutate(input, on(`Items of case ${view.number} received.`))}
      />

      <RefundDialog
        view={view}
        open={dialog === 'refund'}
        busy={refund.isPending}
        failure={failure}
        onCancel={() => setDialog(null)}
        onSubmit={(input, amount) => refund.mutate(input, on(`${amount} refunded on case ${view.number}.`))}
      />

      <ConfirmDialog
        open={dialog === 'replace'}
        title={`Send a replacement for case ${view.number}?`}
        confirmLabel="Make replacement order"
        busyLabel="Making…"
        busy={replace.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          replace.mutate(
            { id: view.id },
            {
              onSuccess: (next) =>
                done(
                  next,
                  next.replacementOrderNumber
                    ? `Replacement order ${next.replacementOrderNumber} made for case ${view.number}.`
                    : `Replacement made for case ${view.number}.`,
                ),
              onError: failed,
            },
          )
        }
      >
        <p>A $0 order is made with the items of this case, to be prepared and shipped like any other.</p>
        <FormAlert message={failure} />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'close'}
        title={`Close case ${view.number}?`}
        confirmLabel="Close case"
        cancelLabel="Keep open"
        busyLabel="Closing…"
        busy={close.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => close.mutate({ id: view.id }, on(`Case ${view.number} closed.`))}
      >
        <p>Close it once nothing more is to be done: it leaves the open cases.</p>
        <FormAlert message={failure} />
      </ConfirmDialog>
    </div>
  );
}
