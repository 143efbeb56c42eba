import { formatUsd, type TProductReturnPolicy, type TReturnPolicy } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { FormAlert, FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { centsOf, dollarsOf, wholeOf } from './policy-fields';
import adminOrderPanelCss from '#/styles/admin-order-panel.module.css';
import checkboxCss from '#/styles/checkbox.module.css';
import panelCss from '#/styles/panel.module.css';
import styles from './ReturnsSettings.module.css';

type TNumberField = 'windowDays' | 'restockingFeePercent' | 'pickupFeeCents';

const NUMBER_FIELDS: { field: TNumberField; label: string; shown: (shop: TReturnPolicy) => string }[] = [
  { field: 'windowDays', label: 'Return window (days)', shown: (shop) => `${shop.windowDays} days` },
  {
    field: 'restockingFeePercent',
    label: 'Restocking fee (%)',
    shown: (shop) => `${shop.restockingFeePercent} %`,
  },
  {
    field: 'pickupFeeCents',
    label: 'Pickup fee for freight ($)',
    shown: (shop) => formatUsd(shop.pickupFeeCents),
  },
];

/** A field's own value as the form edits it: text, or null for the shop's default. */
const textOf = (field: TNumberField, value: number | null) =>
  value === null ? null : field === 'pickupFeeCents' ? dollarsOf(value) : String(value);

function PolicyForm({
  own,
  shop,
  readOnly,
}: {
  own: TProductReturnPolicy;
  shop: TReturnPolicy;
  readOnly: boolean;
}) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const save = trpc.case.saveProductPolicy.useMutation();
  const [returnable, setReturnable] = useState(own.returnable === null ? '' : own.returnable ? 'yes' : 'no');
  const [values, setValues] = useState<Record<TNumberField, string | null>>({
    windowDays: textOf('windowDays', own.windowDays),
    restockingFeePercent: textOf('restockingFeePercent', own.restockingFeePercent),
    pickupFeeCents: textOf('pickupFeeCents', own.pickupFeeCents),
  });
  const [note, setNote] = useState(own.note);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const shopDefault = (field: TNumberField) => textOf(field, shop[field]) ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const number = (field: TNumberField) => {
      const text = values[field];
      if (text === null) return null;
      return field === 'pickupFeeCents' ? centsOf(text) : wholeOf(text);
    };
    try {
      const saved = await save.mutateAsync({
        productId: own.productId,
        returnable: returnable === '' ? null : returnable === 'yes',
        windowDays: number('windowDays'),
        restockingFeePercent: number('restockingFeePercent'),
        pickupFeeCents: number('pickupFeeCents'),
        note,
      });
      utils.case.productPolicy.setData({ productId: own.productId }, saved);
      toast.success('Return policy of this product saved. It applies to orders placed from now on.');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
    }
  };

  return (
    <form
      className={styles['returns-form']}
      onSubmit={submit}
      aria-label="Return policy of this product"
      noValidate
    >
      <fieldset className={styles['returns-form__fields']} disabled={readOnly}>
        <legend className="sr-only">Return policy of this product</legend>
        <FormAlert message={failure} />
        <FormField label="Returnable" error={errors.returnable}>
          {(control) => (
            <select {...control} value={returnable} onChange={(e) => setReturnable(e.target.value)}>
              <option value="">Use shop default ({shop.returnable ? 'returnable' : 'not returnable'})</option>
              <option value="yes">Returnable</option>
              <option value="no">Not returnable (final sale)</option>
            </select>
          )}
        </FormField>
        <div className={styles['returns-form__row']}>
          {NUMBER_FIELDS.map(({ field, label, shown }) => {
            const inherited = values[field] === null;
            return (
              <div key={field} className={styles['product-policy__field']}>
                <FormField label={label} error={errors[field]}>
                  {(control) => (
                    <input
                      {...control}
                      inputMode={field === 'pickupFeeCents' ? 'decimal' : 'numeric'}
                      disabled={inherited}
                      value={values[field] ?? shopDefault(field)}
                      onChange={(e) => setValues({ ...values, [field]: e.target.value })}
                    />
                  )}
                </FormField>
                <label className={checkboxCss.checkbox}>
                  <input
                    type="checkbox"
                    checked={inherited}
                    onChange={(e) =>
                      setValues({ ...values, [field]: e.target.checked ? null : shopDefault(field) })
                    }
                  />
                  Use shop default ({shown(shop)})<span className="sr-only"> for {label}</span>
                </label>
              </div>
            );
          })}
        </div>
        <FormField
          label="Note shown to customers"
          error={errors.note}
          hint={shop.note ? `Empty: the shop’s note, “${shop.note}”` : 'Empty: no note'}
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
            {save.isPending ? 'Saving…' : 'Save return policy'}
          </button>
        </div>
      )}
    </form>
  );
}

/**
 * The product edit page's "Return policy" panel, beside (not inside) the product form: each setting is the shop's
 * default or the product's own. Only an ADMIN saves it (a manager reads it).
 */
export function ProductReturnPolicy({ productId, readOnly }: { productId: number; readOnly: boolean }) {
  const own = trpc.case.productPolicy.useQuery({ productId });
  const shop = trpc.case.policy.useQuery();
  const both = {
    ...own,
    isPending: own.isPending || shop.isPending,
    isError: own.isError || shop.isError,
    isFetching: own.isFetching || shop.isFetching,
    error: own.error ?? shop.error,
    data: own.data && shop.data ? { own: own.data, shop: shop.data } : undefined,
    refetch: () => Promise.all([own.refetch(), shop.refetch()]),
  };
  return (
    <section className={panelCss.panel} aria-labelledby="product-return-policy-title">
      <h2 id="product-return-policy-title" className={adminOrderPanelCss['admin-order-panel__title']}>
        Return policy
      </h2>
      <p className={styles['returns-lead']}>
        Each order keeps the policy of its sale: a change applies to orders placed from now on.
      </p>
      <QueryView
        query={both}
        what="The return policy"
        pending={<Spinner label="Loading the return policy" />}
      >
        {({ own: data, shop: defaults }) => (
          // Keyed by what the server holds, so a saved policy's form starts again from it.
          <PolicyForm key={JSON.stringify(data)} own={data} shop={defaults} readOnly={readOnly} />
        )}
      </QueryView>
    </section>
  );
}
