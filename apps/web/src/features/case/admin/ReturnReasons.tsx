import { CASE_FAULTS, type TCaseFault, type TReturnReason } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '#/components/EmptyState';
import { FormAlert, FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { wholeOf } from './policy-fields';
import checkboxCss from '#/styles/checkbox.module.css';
import styles from './ReturnsSettings.module.css';

const FAULT_LABELS: Record<TCaseFault, string> = {
  customer: 'Customer (fees)',
  shop: 'Shop (no fees)',
};

/** One reason, or a new one without `reason`: its words, whose fault it is, whether customers see it, its place. */
function ReasonForm({ reason, sortOrder }: { reason?: TReturnReason; sortOrder: number }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const save = trpc.case.saveReason.useMutation();
  const [label, setLabel] = useState(reason?.label ?? '');
  const [fault, setFault] = useState<TCaseFault>(reason?.fault ?? 'customer');
  const [active, setActive] = useState(reason?.active ?? true);
  const [order, setOrder] = useState(String(reason?.sortOrder ?? sortOrder));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const name = reason ? `Reason ${reason.label}` : 'Add a reason';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        ...(reason ? { id: reason.id } : {}),
        label,
        fault,
        active,
        sortOrder: wholeOf(order),
      });
      await utils.case.reasons.invalidate();
      toast.success(reason ? `Reason “${saved.label}” saved.` : `Reason “${saved.label}” added.`);
      if (!reason) {
        setLabel('');
        setOrder(String(sortOrder + 10));
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
    }
  };

  return (
    <form className={styles['reason-form']} onSubmit={submit} aria-label={name} noValidate>
      <FormAlert message={failure} />
      <div className={styles['reason-form__fields']}>
        <FormField label="Reason" error={errors.label}>
          {(control) => (
            <input
              {...control}
              required
              maxLength={80}
              value={label}
              onChange={(e) => setLabel(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="At fault" error={errors.fault}>
          {(control) => (
            <select
              {...control}
              value={fault}
              onChange={(e) => setFault(CASE_FAULTS.find((f) => f === e.target.value) ?? 'customer')}
            >
              {CASE_FAULTS.map((f) => (
                <option key={f} value={f}>
                  {FAULT_LABELS[f]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Order" error={errors.sortOrder}>
          {(control) => (
            <input
              {...control}
              className={styles['reason-form__order']}
              type="number"
              min={0}
              max={1000}
              inputMode="numeric"
              value={order}
              onChange={(e) => setOrder(e.target.value)}
            />
          )}
        </FormField>
        <label className={`${checkboxCss.checkbox} ${styles['reason-form__active']}`}>
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          Offered
        </label>
        <button type="submit" className="button button--small" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : reason ? 'Save' : 'Add reason'}
          {reason ? <span className="sr-only"> {reason.label}</span> : null}
        </button>
      </div>
    </form>
  );
}

/**
 * The reasons customers choose from when they ask for a return. Whose fault it is decides the fees; a reason on
 * cases is made inactive rather than removed, so old cases keep their words.
 */
export function ReturnReasons({ reasons, readOnly }: { reasons: TReturnReason[]; readOnly: boolean }) {
  const next = reasons.reduce((top, r) => Math.max(top, r.sortOrder), 0) + 10;
  return (
    <div className={styles['reasons']}>
      {reasons.length === 0 ? (
        <EmptyState title="No reasons yet" icon="cart">
          Customers choose one of these when they ask for a return.
        </EmptyState>
      ) : (
        <fieldset className={styles['returns-form__fields']} disabled={readOnly}>
          <legend className="sr-only">Return reasons</legend>
          {/* Keyed by what the server holds, so a saved reason's form starts again from it. */}
          {reasons.map((reason) => (
            <ReasonForm
              key={`${reason.id}-${reason.label}-${reason.fault}-${reason.active}-${reason.sortOrder}`}
              reason={reason}
              sortOrder={reason.sortOrder}
            />
          ))}
        </fieldset>
      )}
      {readOnly ? null : (
        <>
          <h3 className={styles['returns-subtitle']}>Add a reason</h3>
          <ReasonForm key={`new-${next}`} sortOrder={next} />
        </>
      )}
    </div>
  );
}
