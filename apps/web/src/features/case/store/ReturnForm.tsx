import {
  CASE_MESSAGES,
  type TCaseCreated,
  type TCaseOrderRef,
  type TReturnOptions,
  type TReturnableLine,
} from '@shop/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert, FormField } from '#/components/FormField';
import formCss from '#/styles/form.module.css';
import { formWideErrors } from './case-words';
import { LineQuantities, checkQuantities, chosenLines } from './LineQuantities';
import { useCaseSubmit } from './use-case-submit';

interface IReturnFormProps {
  orderRef: TCaseOrderRef;
  options: TReturnOptions;
  onCreated: (created: TCaseCreated) => void;
  onConflict: (message: string) => void;
  onCancel: () => void;
  /** One below the panel's section headings. */
  headingLevel: 2 | 3;
}

const returnableOf = (line: TReturnableLine) => line.returnable;

/** "Return items": how many of each returnable line, and why. The reason decides whether the fees apply. */
export function ReturnForm({
  orderRef,
  options,
  onCreated,
  onConflict,
  onCancel,
  headingLevel,
}: IReturnFormProps) {
  const lines = options.lines.filter((line) => line.returnable > 0);
  const [values, setValues] = useState<Record<number, string>>({});
  const [reasonId, setReasonId] = useState('');
  const [local, setLocal] = useState<{
    lines: Record<number, string>;
    reason?: string | undefined;
    form?: string | undefined;
  }>({ lines: {} });
  const heading = useRef<HTMLHeadingElement>(null);
  const H = headingLevel === 2 ? 'h3' : 'h4';
  // The button that opened the form is gone: the form's heading takes the focus, and is read out.
  useEffect(() => heading.current?.focus(), []);
  const send = useCaseSubmit(orderRef, { onCreated, onConflict });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkQuantities(values, lines, returnableOf);
    const problems = {
      lines: checked.lines,
      reason: reasonId ? undefined : CASE_MESSAGES.reasonUnknown,
      form: checked.none ? CASE_MESSAGES.chooseLines : undefined,
    };
    setLocal(problems);
    if (Object.keys(problems.lines).length || problems.reason || problems.form) return;
    send.submit({ kind: 'return', lines: chosenLines(values), reasonId: Number(reasonId) });
  };

  const chosen = options.reasons.find((reason) => String(reason.id) === reasonId);
  const formError = local.form ?? send.alert ?? formWideErrors(send.errors, ['reasonId']);
  return (
    <form noValidate onSubmit={submit} className={formCss.form} aria-labelledby="return-form-title">
      <H id="return-form-title" ref={heading} tabIndex={-1}>
        Return items
      </H>
      <FormAlert message={formError} />
      <LineQuantities
        legend="How many to return"
        lines={lines}
        maxOf={returnableOf}
        values={values}
        onChange={(lineId, value) => {
          setValues((current) => ({ ...current, [lineId]: value }));
          // What the buyer corrects stops being shown as wrong; the rest stays until the next send.
          setLocal((current) => ({ ...current, form: undefined, lines: { ...current.lines, [lineId]: '' } }));
        }}
        errors={{ ...send.byLine, ...local.lines }}
      />
      <FormField
        label="Reason"
        error={local.reason ?? send.errors.reasonId}
        hint={
          chosen?.fault === 'shop'
            ? 'No fees: this one is on us.'
            : chosen
              ? 'The fees shown above apply to this reason.'
              : 'Fees are waived when the piece is faulty or we sent the wrong one.'
        }
      >
        {(control) => (
          <select
            {...control}
            value={reasonId}
            onChange={(event) => {
              setReasonId(event.target.value);
              setLocal((current) => ({ ...current, reason: undefined }));
            }}
          >
            <option value="">Choose a reason</option>
            {options.reasons.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={formCss.form__actions}>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Back
        </button>
        <button type="submit" className="button" disabled={send.pending} aria-busy={send.pending}>
          {send.pending ? 'Sending…' : 'Send return request'}
        </button>
      </div>
    </form>
  );
}
