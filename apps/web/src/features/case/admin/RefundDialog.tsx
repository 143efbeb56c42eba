import { formatUsd, type TStaffCaseView } from '@shop/domain';
import { useState } from 'react';
import { FormAlert, FormField } from '#/components/FormField';
import { FormDialog } from '#/features/order/admin/FormDialog';
import { centsToDollars, parseDollars } from '#/features/order/admin/refund-amount';
import { CasePreview } from './CasePreview';

/** A key for one refund request: a retry of it (a lost answer) is the same refund, a new dialog a new one. */
function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

interface ICaseRefund {
  id: number;
  idempotencyKey: string;
  amountCents: number;
}

interface IRefundDialogProps {
  view: TStaffCaseView;
  open: boolean;
  busy: boolean;
  /** The server's refusal (422), shown in the dialog. */
  failure: string | null;
  onSubmit: (input: ICaseRefund, amount: string) => void;
  onCancel: () => void;
}

/**
 * The refund of a case: its breakdown, and the amount, which starts at what is left and may be lowered (to keep
 * more for a piece that came back worn), never raised. One idempotency key per opening of the dialog, so pressing
 * the button again after a lost answer repeats the same refund rather than making a second.
 */
export function RefundDialog({ view, open, busy, failure, onSubmit, onCancel }: IRefundDialogProps) {
  const left = view.preview.leftCents;
  const [amount, setAmount] = useState(centsToDollars(left));
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(newRequestKey);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setKey(newRequestKey());
      setAmount(centsToDollars(left));
      setProblem(null);
    }
  }

  const submit = () => {
    const cents = parseDollars(amount);
    const wrong =
      cents === null
        ? 'Enter an amount in dollars, such as 120.00.'
        : cents < 1
          ? 'The refund must be at least one cent.'
          : cents > left
            ? `Refund at most ${formatUsd(left)}.`
            : null;
    setProblem(wrong);
    if (wrong || cents === null) return;
    onSubmit({ id: view.id, idempotencyKey: key, amountCents: cents }, formatUsd(cents));
  };

  const cents = parseDollars(amount);
  return (
    <FormDialog
      open={open}
      title={`Refund case ${view.number}`}
      submitLabel={cents && cents <= left ? `Refund ${formatUsd(cents)}` : 'Refund'}
      busyLabel="Refunding…"
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <CasePreview preview={view.preview} />
      <FormField
        label="Refund (USD)"
        error={problem ?? undefined}
        hint={`At most ${formatUsd(left)}. Lower it to keep part of it.`}
      >
        {(control) => (
          <input
            {...control}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputMode="decimal"
            autoComplete="off"
          />
        )}
      </FormField>
      <FormAlert message={failure} />
    </FormDialog>
  );
}
