import type { TCaseReceiveInput, TStaffCaseView } from '@shop/domain';
import { useState } from 'react';
import { FormAlert, FormField } from '#/components/FormField';
import { FormDialog } from '#/features/order/admin/FormDialog';
import { problemOf, startCounts, whole, type ICounts } from './receive-counts';
import styles from './ReceiveDialog.module.css';

interface IReceiveDialogProps {
  view: TStaffCaseView;
  open: boolean;
  busy: boolean;
  /** The server's refusal (422), shown in the dialog. */
  failure: string | null;
  onSubmit: (input: TCaseReceiveInput) => void;
  onCancel: () => void;
}

/**
 * What came back, per line: how many were received, how many go back on sale and how many are damaged (those two
 * add up to what was received). Stock moves by what goes back on sale.
 */
export function ReceiveDialog({ view, open, busy, failure, onSubmit, onCancel }: IReceiveDialogProps) {
  const [counts, setCounts] = useState(() => startCounts(view));
  const [problem, setProblem] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCounts(startCounts(view));
      setProblem(null);
    }
  }

  const change = (lineId: number, field: keyof ICounts, value: string) => {
    const before = counts[lineId]!;
    const next = { ...before, [field]: value };
    // A lower count received most often means fewer back on sale: keep the sum right unless staff set it.
    if (field === 'received' && !Number.isNaN(whole(value)) && !Number.isNaN(whole(before.damaged)))
      next.restocked = String(Math.max(0, whole(value) - whole(before.damaged)));
    setCounts({ ...counts, [lineId]: next });
  };

  const submit = () => {
    const wrong = problemOf(view, counts);
    setProblem(wrong);
    if (wrong) return;
    onSubmit({
      id: view.id,
      lines: view.lines.map((line) => ({
        caseLineId: line.id,
        received: whole(counts[line.id]!.received),
        restocked: whole(counts[line.id]!.restocked),
        damaged: whole(counts[line.id]!.damaged),
      })),
    });
  };

  return (
    <FormDialog
      open={open}
      title={`Receive the items of case ${view.number}`}
      submitLabel="Save what came back"
      busyLabel="Saving…"
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <p>Count what arrived. What goes back to stock is for sale again at once.</p>
      {view.lines.map((line) => {
        const c = counts[line.id]!;
        return (
          <fieldset key={line.id} className={styles['case-receive__line']}>
            <legend>
              {line.productName}
              {line.options ? ` (${line.options})` : ''}: {line.quantity} in the case
            </legend>
            {(['received', 'restocked', 'damaged'] as const).map((field) => (
              <FormField
                key={field}
                label={
                  field === 'received' ? 'Received' : field === 'restocked' ? 'Back to stock' : 'Damaged'
                }
              >
                {(control) => (
                  <input
                    {...control}
                    className={styles['case-receive__count']}
                    type="number"
                    min={0}
                    max={line.quantity}
                    step={1}
                    inputMode="numeric"
                    value={c[field]}
                    onChange={(e) => change(line.id, field, e.target.value)}
                  />
                )}
              </FormField>
            ))}
          </fieldset>
        );
      })}
      <FormAlert message={problem ?? failure} />
    </FormDialog>
  );
}
