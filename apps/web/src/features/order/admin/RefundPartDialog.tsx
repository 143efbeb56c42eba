import {
  formatUsd,
  lineRefund,
  refundTaxShare,
  type TAdminOrderDetail,
  type TRefundPartInput,
} from '@shop/domain';
import { useId, useState } from 'react';
import { FormField } from '#/components/FormField';
import checkboxCss from '#/styles/checkbox.module.css';
import fieldCss from '#/styles/field.module.css';
import { FormDialog } from './FormDialog';
import { parseDollars, refundProblem } from './refund-amount';
import styles from './RefundPartDialog.module.css';

/** Items of each line given back by refunds that went through. */
function refundedByLine(order: TAdminOrderDetail): Map<number, number> {
  const counts = new Map<number, number>();
  for (const refund of order.refunds)
    if (refund.status === 'succeeded')
      for (const { lineId, quantity } of refund.lines)
        counts.set(lineId, (counts.get(lineId) ?? 0) + quantity);
  return counts;
}

/** The order may give part of its money back: paid, not cancelled, something left, no refund under way. */
export function canRefundPart(order: TAdminOrderDetail): boolean {
  return (
    (order.status === 'paid' || order.status === 'completed') &&
    order.refundableCents > 0 &&
    order.pendingRefund === null
  );
}

/** A key for one refund request: a retry of it (a lost answer) is the same refund, a new dialog a new one. */
function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

interface IRefundPartDialogProps {
  order: TAdminOrderDetail;
  open: boolean;
  busy: boolean;
  /** Field errors from the server, by field ("amountCents", "lines.0.lineId"). */
  errors: Record<string, string>;
  onSubmit: (input: TRefundPartInput, amount: string) => void;
  onCancel: () => void;
}

/**
 * "Refund part": some items (each line's price after promotions with its tax) or an amount (with its share of
 * the tax), shown before it is sent. The order goes on as it is: nothing is cancelled and no stock moves.
 */
export function RefundPartDialog(props: IRefundPartDialogProps) {
  const { order, open, busy, onSubmit, onCancel } = props;
  const [mode, setMode] = useState<'items' | 'amount'>('items');
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One key per opening of the dialog: pressing the button again after a lost answer repeats the same refund.
  const [key, setKey] = useState(newRequestKey);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setKey(newRequestKey());
      setCounts({});
      setAmount('');
      setProblem(null);
    }
  }
  const id = useId();
  const refunded = refundedByLine(order);
  const lines = order.lines
    .map((line) => ({ line, left: line.quantity - (refunded.get(line.id) ?? 0) }))
    .filter(({ left }) => left > 0);

  const chosen = lines.flatMap(({ line, left }) => {
    const quantity = Number(counts[line.id] ?? '');
    return Number.isInteger(quantity) && quantity > 0 && quantity <= left
      ? [
          {
            line,
            quantity,
            ...lineRefund({ ...line, refundedQuantity: refunded.get(line.id) ?? 0 }, quantity),
          },
        ]
      : [];
  });
  const paid = order.payments.find((p) => p.status === 'completed');
  const cents = parseDollars(amount);
  const preview =
    mode === 'items'
      ? {
          amountCents: chosen.reduce((sum, c) => sum + c.amountCents, 0),
          taxCents: chosen.reduce((sum, c) => sum + c.taxCents, 0),
        }
      : {
          amountCents: cents ?? 0,
          taxCents:
            cents && paid
              ? refundTaxShare({
                  amountCents: cents,
                  paidCents: paid.amountCents,
                  refundedCents: paid.refundedCents,
                  taxCents: order.taxCents,
                  taxRefundedCents: order.refunds
                    .filter((r) => r.status === 'succeeded')
                    .reduce((sum, r) => sum + r.taxCents, 0),
                })
              : 0,
        };

  const submit = () => {
    if (mode === 'items') {
      const wrong = lines.find(({ line, left }) => {
        const text = (counts[line.id] ?? '').trim();
        const quantity = Number(text);
        return text !== '' && (!Number.isInteger(quantity) || quantity < 0 || quantity > left);
      });
      if (wrong) return setProblem(`Enter 0 to ${wrong.left} for ${wrong.line.productName}.`);
      if (chosen.length === 0) return setProblem('Enter how many of an item to refund.');
      if (preview.amountCents > order.refundableCents)
        return setProblem(`At most ${order.refundable} is left to refund.`);
      setProblem(null);
      onSubmit(
        {
          id: order.id,
          idempotencyKey: key,
          lines: chosen.map(({ line, quantity }) => ({ lineId: line.id, quantity })),
        },
        formatUsd(preview.amountCents),
      );
      return;
    }
    const wrong = refundProblem(cents, order.refundableCents);
    if (wrong || cents === null) return setProblem(wrong);
    setProblem(null);
    onSubmit({ id: order.id, idempotencyKey: key, amountCents: cents }, formatUsd(cents));
  };

  const error = problem ?? Object.values(props.errors)[0];
  return (
    <FormDialog
      open={open}
      title={`Refund part of order ${order.number}`}
      submitLabel={preview.amountCents > 0 ? `Refund ${formatUsd(preview.amountCents)}` : 'Refund'}
      busyLabel="Refunding…"
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <p className={styles['refund-part__lead']}>
        The money goes back to the customer; the order goes on as it is (nothing is cancelled and no stock
        moves). At most {order.refundable} is left to refund.
      </p>
      <fieldset className={styles['refund-part__modes']}>
        <legend className={fieldCss.field__label}>Refund</legend>
        <label className={checkboxCss.checkbox}>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'items'}
            onChange={() => setMode('items')}
          />
          Some items, with their tax
        </label>
        <label className={checkboxCss.checkbox}>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'amount'}
            onChange={() => setMode('amount')}
          />
          An amount
        </label>
      </fieldset>
      {mode === 'items' ? (
        <div className={styles['refund-part__lines']}>
          {lines.map(({ line, left }) => (
            <FormField
              key={line.id}
              label={line.optionsText ? `${line.productName} (${line.optionsText})` : line.productName}
              hint={`${left} of ${line.quantity} left to refund, ${line.unitPaid} each before tax.`}
            >
              {(control) => (
                <input
                  {...control}
                  className={styles['refund-part__count']}
                  type="number"
                  min={0}
                  max={left}
                  step={1}
                  inputMode="numeric"
                  placeholder="0"
                  value={counts[line.id] ?? ''}
                  onChange={(e) => setCounts({ ...counts, [line.id]: e.target.value })}
                />
              )}
            </FormField>
          ))}
        </div>
      ) : (
        <FormField label="Amount (USD)" hint={`Tax goes back in proportion: at most ${order.refundable}.`}>
          {(control) => (
            <input
              {...control}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
            />
          )}
        </FormField>
      )}
      <p className={styles['refund-part__total']} aria-live="polite">
        {preview.amountCents > 0
          ? `${formatUsd(preview.amountCents)} goes back, of which ${formatUsd(preview.taxCents)} is tax.`
          : 'Nothing chosen yet.'}
      </p>
      {error ? (
        <p className={styles['refund-part__error']} role="alert">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
