import type { TReturnPolicy } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { FormAlert, FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { centsOf, dollarsOf, wholeOf } from './policy-fields';
import checkboxCss from '#/styles/checkbox.module.css';
import styles from './ReturnsSettings.module.css';

/**
 * The shop's default return policy. A product may set its own; each order line keeps the policy of its sale, so a
 * change here applies to orders placed from now on.
 */
export function ReturnPolicyForm({ policy, readOnly }: { policy: TReturnPolicy; readOnly: boolean }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const save = trpc.case.savePolicy.useMutation();
  const [returnable, setReturnable] = useState(policy.returnable);
  const [windowDays, setWindowDays] = useState(String(policy.windowDays));
  const [fee, setFee] = useState(String(policy.restockingFeePercent));
  const [pickup, setPickup] = useState(dollarsOf(policy.pickupFeeCents));
  const [note, setNote] = useState(policy.note);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        returnable,
        windowDays: wholeOf(windowDays),
        restockingFeePercent: wholeOf(fee),
        pickupFeeCents: centsOf(pickup),
        note,
      });
      utils.case.policy.setData(undefined, saved);
      toast.success('Return policy saved. It applies to orders placed from now on.');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
    }
  };

  return (
    <form className={styles['returns-form']} onSubmit={submit} aria-label="Shop return policy" noValidate>
      <fieldset className={styles['returns-form__fields']} disabled={readOnly}>
        <legend className="sr-only">Shop return policy</legend>
        <FormAlert message={failure} />
        <label className={checkboxCss.checkbox}>
          <input type="checkbox" checked={returnable} onChange={(e) => setReturnable(e.target.checked)} />
          Pieces can be returned
        </label>
        <div className={styles['returns-form__row']}>
          <FormField label="Return window (days)" error={errors.windowDays} hint="Counted from delivery">
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                max={365}
                inputMode="numeric"
                value={windowDays}
                onChange={(e) => setWindowDays(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Restocking fee (%)"
            error={errors.restockingFeePercent}
            hint="Kept from the price when the customer changed their mind"
          >
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                max={100}
                inputMode="numeric"
                value={fee}
                onChange={(e) => setFee(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Pickup fee for freight ($)"
            error={errors.pickupFeeCents}
            hint="One per return, when a freight piece is picked up"
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={pickup}
                onChange={(e) => setPickup(e.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormField
          label="Note shown to customers"
          error={errors.note}
          hint="Such as: cushions must be unused"
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={300}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </FormField>
      </fieldset>
      {readOnly ? null : (
        <div>
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save policy'}
          </button>
        </div>
      )}
    </form>
  );
}
