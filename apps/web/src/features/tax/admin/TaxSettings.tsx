import { US_STATES, type TTaxSettings, type TUsState } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import checkboxCss from '#/styles/checkbox.module.css';
import noticeCss from '#/styles/notice.module.css';
import panelCss from '#/styles/panel.module.css';
import tableCss from '#/styles/table.module.css';
import { OverrideImport } from './OverrideImport';
import styles from '#/styles/TaxAdmin.module.css';

const yes = (value: boolean) => (value ? 'Yes' : 'No');

/** The "verify these rates" notice, worded by the server (TAX_MESSAGES.verifyRates). */
function VerifyRatesNotice({ notice }: { notice: string }) {
  return (
    <div className={noticeCss.notice} role="note">
      <p>
        <strong>Verify these rates.</strong>{' '}
        {notice.replace(/^Verify these rates before you rely on them\. /, '')}
      </p>
    </div>
  );
}

/** One state's row: pick the state, then its rate (percent), collection and shipping. */
function StateEditor({ settings }: { settings: TTaxSettings }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const update = trpc.tax.updateState.useMutation();
  const [state, setState] = useState<TUsState>('NY');
  const row = settings.states.find((s) => s.state === state);
  const [draft, setDraft] = useState(() => ({
    rate: row ? row.rate.replace('%', '') : '0',
    collects: row?.collects ?? false,
    shippingTaxable: row?.shippingTaxable ?? false,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choose = (code: TUsState) => {
    const chosen = settings.states.find((s) => s.state === code);
    setState(code);
    setErrors({});
    setDraft({
      rate: chosen ? chosen.rate.replace('%', '') : '0',
      collects: chosen?.collects ?? false,
      shippingTaxable: chosen?.shippingTaxable ?? false,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await update.mutateAsync({ state, ...draft });
      await utils.tax.settings.invalidate();
      toast.success(`${saved.name}: ${saved.rate}, ${saved.collects ? 'collected' : 'not collected'}.`);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast.error(errorMessageOf(error));
    }
  };

  return (
    <form className={styles['tax-edit']} onSubmit={submit} aria-label="Change a state's tax">
      <FormField label="State">
        {(control) => (
          <select {...control} value={state} onChange={(e) => choose(e.target.value as TUsState)}>
            {settings.states.map((s) => (
              <option key={s.state} value={s.state}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Rate (%)" error={errors.rate} hint="8.875 for 8.875 %">
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            value={draft.rate}
            onChange={(e) => setDraft({ ...draft, rate: e.target.value })}
          />
        )}
      </FormField>
      <div className={styles['tax-edit__checks']}>
        <label className={checkboxCss.checkbox}>
          <input
            type="checkbox"
            checked={draft.collects}
            onChange={(e) => setDraft({ ...draft, collects: e.target.checked })}
          />
          The shop collects tax in {US_STATES[state]}
        </label>
        <label className={checkboxCss.checkbox}>
          <input
            type="checkbox"
            checked={draft.shippingTaxable}
            onChange={(e) => setDraft({ ...draft, shippingTaxable: e.target.checked })}
          />
          Shipping is taxed
        </label>
      </div>
      <div>
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save state'}
        </button>
      </div>
    </form>
  );
}

export function TaxSettings({ settings }: { settings: TTaxSettings }) {
  return (
    <>
      <VerifyRatesNotice notice={settings.notice} />
      <p>
        Tax is computed by{' '}
        <strong>
          {settings.source === 'stripe' ? 'Stripe Tax (STRIPE_TAX=on)' : "the shop's rate table below"}
        </strong>
        . <a href="#tax-report-title">Tax collected per state and month</a>
      </p>
      <section className={`${panelCss.panel} ${styles['tax-section']}`} aria-labelledby="tax-states-title">
        <h2 id="tax-states-title" className={styles['tax-section__title']}>
          States
        </h2>
        <StateEditor settings={settings} />
        <div
          className={styles['tax-scroll']}
          tabIndex={0}
          role="region"
          aria-label="States table, scrolls sideways"
        >
          <table className={`${tableCss.table} ${styles['tax-table']}`}>
            <caption className="sr-only">Sales tax per state</caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col" className={styles['tax-table__num']}>
                  Rate
                </th>
                <th scope="col">Collected</th>
                <th scope="col">Shipping taxed</th>
              </tr>
            </thead>
            <tbody>
              {settings.states.map((s) => (
                <tr key={s.state}>
                  <th scope="row">
                    {s.name} ({s.state})
                  </th>
                  <td className={styles['tax-table__num']}>{s.rate}</td>
                  <td>{yes(s.collects)}</td>
                  <td>{yes(s.shippingTaxable)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={`${panelCss.panel} ${styles['tax-section']}`} aria-labelledby="tax-overrides-title">
        <h2 id="tax-overrides-title" className={styles['tax-section__title']}>
          ZIP and area overrides ({settings.overrides.length})
        </h2>
        <OverrideImport />
        {settings.overrides.length > 0 ? (
          <details>
            <summary>Show the {settings.overrides.length} overrides</summary>
            <div
              className={styles['tax-scroll']}
              tabIndex={0}
              role="region"
              aria-label="Overrides table, scrolls sideways"
            >
              <table className={`${tableCss.table} ${styles['tax-table']}`}>
                <caption className="sr-only">Local rates by ZIP code or area</caption>
                <thead>
                  <tr>
                    <th scope="col">State</th>
                    <th scope="col">ZIP or area</th>
                    <th scope="col">Name</th>
                    <th scope="col" className={styles['tax-table__num']}>
                      Rate
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {settings.overrides.map((o) => (
                    <tr key={o.id}>
                      <td>{o.state}</td>
                      <th scope="row">{o.zip.length === 3 ? `${o.zip}xx` : o.zip}</th>
                      <td>{o.county}</td>
                      <td className={styles['tax-table__num']}>{o.rate}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        ) : null}
      </section>
    </>
  );
}
