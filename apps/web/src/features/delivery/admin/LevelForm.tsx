import { DELIVERY_LEVEL_DEFAULTS, type TDeliveryLevel, type TDeliveryLevelKind } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { FormAlert, FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import checkboxCss from '#/styles/checkbox.module.css';
import styles from './DeliveryAdmin.module.css';

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** "$49.90", "49.9" or "49" to cents; NaN for anything else (the server then names the field). */
const toCents = (text: string) => {
  const value = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
};

const PRICES = [
  ['baseCents', 'Base price', 'Carries the first freight piece'],
  ['perExtraItemCents', 'Each further freight piece', ''],
  ['assemblyPerItemCents', 'Assembly per piece that needs it', 'Products say whether they need assembly'],
] as const;

/** One level of a zone: offered or not, its name, what it includes and its prices; saved on its own. */
export function LevelForm({
  zoneId,
  kind,
  level,
}: {
  zoneId: number;
  kind: TDeliveryLevelKind;
  level?: TDeliveryLevel;
}) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const save = trpc.delivery.saveLevel.useMutation();
  const remove = trpc.delivery.deleteLevel.useMutation();
  const defaults = DELIVERY_LEVEL_DEFAULTS[kind];
  const [name, setName] = useState(level?.name ?? defaults.name);
  const [description, setDescription] = useState(level?.description ?? defaults.description);
  const [prices, setPrices] = useState({
    baseCents: dollars(level?.baseCents ?? 0),
    perExtraItemCents: dollars(level?.perExtraItemCents ?? 0),
    assemblyPerItemCents: dollars(level?.assemblyPerItemCents ?? 0),
  });
  const [active, setActive] = useState(level?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = save.isPending || remove.isPending;

  const failed = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    setErrors(fields);
    if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await save.mutateAsync({
        zoneId,
        kind,
        name,
        description,
        active,
        baseCents: toCents(prices.baseCents),
        perExtraItemCents: toCents(prices.perExtraItemCents),
        assemblyPerItemCents: toCents(prices.assemblyPerItemCents),
      });
      await utils.delivery.zones.invalidate();
      toast.success(`${name} saved.`);
    } catch (error) {
      failed(error);
    }
  };
  const drop = async () => {
    try {
      await remove.mutateAsync({ zoneId, kind });
      await utils.delivery.zones.invalidate();
      toast.success(`${name} removed.`);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <form className={styles['level-form']} onSubmit={submit} aria-label={`${defaults.name} level`}>
      <h4 className={styles['level-form__title']}>
        {defaults.name}
        {level ? (
          level.active ? null : (
            <span className={styles['level-form__off']}> (not offered)</span>
          )
        ) : (
          <span className={styles['level-form__off']}> (not set up)</span>
        )}
      </h4>
      <FormAlert message={failure} />
      <FormField label="Name shown to buyers" error={errors.name}>
        {(control) => (
          <input {...control} maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        )}
      </FormField>
      <FormField label="What it includes" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={500}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </FormField>
      <div className={styles['level-form__prices']}>
        {PRICES.map(([field, label, hint]) => (
          <FormField key={field} label={`${label} ($)`} error={errors[field]} hint={hint || undefined}>
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={prices[field]}
                onChange={(e) => setPrices({ ...prices, [field]: e.target.value })}
              />
            )}
          </FormField>
        ))}
      </div>
      <label className={checkboxCss.checkbox}>
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        Offered at checkout
      </label>
      <div className={styles['level-form__actions']}>
        <button type="submit" className="button button--small" disabled={busy}>
          {save.isPending ? 'Saving…' : level ? 'Save level' : 'Set up level'}
        </button>
        {level ? (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={busy}
            onClick={() => void drop()}
          >
            Remove
          </button>
        ) : null}
      </div>
    </form>
  );
}
