import {
  FIT_HALLWAY_ASSUMPTION,
  FIT_MAX_IN,
  fitPassageWord,
  normalizeFitPassages,
  willItFit,
  ZFitPassages,
  type IFitCheck,
  type TFitPassageField,
  type TFitVerdict,
  type TProductPage,
  type TSavedFitPassages,
} from '@shop/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { useDebouncedValue } from '#/lib/use-debounced-value';
import { trpc } from '#/lib/trpc';
import { hasAnyPassage, readLocalPassages, writeLocalPassages } from './fit-passages-store';
import styles from './WillItFit.module.css';

type TTexts = Record<TFitPassageField, string>;

const GROUPS: {
  legend: string;
  /** What the check assumes of this passage, said under its fields. */
  hint?: string;
  fields: { field: TFitPassageField; label: string }[];
}[] = [
  {
    legend: 'Door',
    fields: [
      { field: 'doorWidthIn', label: 'Width' },
      { field: 'doorHeightIn', label: 'Height' },
    ],
  },
  {
    legend: 'Hallway',
    hint: FIT_HALLWAY_ASSUMPTION,
    fields: [{ field: 'hallwayWidthIn', label: 'Width' }],
  },
  {
    legend: 'Stairs',
    fields: [
      { field: 'stairWidthIn', label: 'Width' },
      { field: 'stairHeadroomIn', label: 'Headroom' },
    ],
  },
  {
    legend: 'Elevator',
    fields: [
      { field: 'elevatorDoorWidthIn', label: 'Door width' },
      { field: 'elevatorDepthIn', label: 'Cabin depth' },
      { field: 'elevatorHeightIn', label: 'Cabin height' },
    ],
  },
];

const VERDICT_WORDS: Record<TFitVerdict, string> = { fits: 'fits', tight: 'tight', no: 'does not fit' };

const textsOf = (passages: TSavedFitPassages) =>
  Object.fromEntries(Object.entries(passages).map(([k, v]) => [k, v === null ? '' : String(v)])) as TTexts;

/** The typed values: numbers where valid, and a sentence for each field that is not. */
function parse(texts: TTexts): { passages: TSavedFitPassages; errors: Partial<TTexts> } {
  const values: Record<string, number | null> = {};
  const errors: Partial<TTexts> = {};
  for (const [field, text] of Object.entries(texts) as [TFitPassageField, string][]) {
    const trimmed = text.trim();
    if (!trimmed) continue;
    const checked = ZFitPassages.shape[field].safeParse(Number(trimmed));
    if (checked.success) values[field] = checked.data ?? null;
    else errors[field] = checked.error.issues[0]?.message ?? 'Enter a number of inches.';
  }
  return { passages: normalizeFitPassages(values), errors };
}

/** The measuring form and its answer; loaded when the "Will it fit?" panel opens (browser only). */
export default function FitPanel({ product }: { product: TProductPage }) {
  const id = useId();
  const [texts, setTexts] = useState<TTexts>(() => textsOf(readLocalPassages()));
  const { passages, errors } = useMemo(() => parse(texts), [texts]);
  const answer = useMemo(() => willItFit(product, passages), [product, passages]);

  const auth = trpc.auth.getCustomerAuth.useQuery();
  const customer = auth.data?.customer ?? null;
  const saved = trpc.account.fitPassages.useQuery(undefined, { enabled: Boolean(customer) });
  const saveTo = trpc.account.saveFitPassages.useMutation();
  /** What the account holds (JSON), once read: its values replace the browser's, unless it has none. */
  const [account, setAccount] = useState<string | null>(null);
  if (saved.data && account === null) {
    setAccount(JSON.stringify(normalizeFitPassages(saved.data)));
    if (hasAnyPassage(saved.data)) setTexts(textsOf(saved.data));
  }

  const json = JSON.stringify(passages);
  // This browser keeps every change at once; the account gets them once the typing has settled.
  useEffect(() => writeLocalPassages(JSON.parse(json) as TSavedFitPassages), [json]);
  const settled = useDebouncedValue(json, 700);
  useEffect(() => {
    // Only once the typing has settled (and the account's values, when just adopted, have reached `settled`).
    if (settled !== json) return;
    const values = JSON.parse(settled) as TSavedFitPassages;
    if (!customer || account === null || settled === account) return;
    saveTo.mutate(values, { onSuccess: () => setAccount(settled) });
    // `saveTo` is a new object on every render; what is saved is `settled`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, json, customer, account]);

  const where = customer
    ? saveTo.isError
      ? 'Your measurements could not be saved to your account; they are kept in this browser.'
      : 'Your measurements are saved to your account and in this browser.'
    : 'Your measurements are saved in this browser.';

  return (
    <div className={styles['fit-panel']}>
      <p className={styles['will-it-fit__lead']}>
        Enter the narrowest measurements on the way in, in inches; leave out what you do not pass. We check
        the shipping box and the piece itself.
      </p>
      <form className={styles['fit-panel__form']} onSubmit={(event) => event.preventDefault()} noValidate>
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className={styles['fit-panel__group']}>
            <legend className={styles['fit-panel__legend']}>{group.legend}</legend>
            {group.fields.map(({ field, label }) => {
              const error = errors[field];
              const described = [
                group.hint ? `${id}-${group.legend}-hint` : '',
                error ? `${id}-${field}-error` : '',
              ].filter(Boolean);
              return (
                <div key={field} className={styles['fit-panel__field']}>
                  <label htmlFor={`${id}-${field}`}>
                    {label} <span className={styles['fit-panel__unit']}>(in)</span>
                  </label>
                  <input
                    id={`${id}-${field}`}
                    name={field}
                    type="number"
                    inputMode="decimal"
                    min={1}
                    max={FIT_MAX_IN}
                    step="any"
                    value={texts[field]}
                    aria-invalid={Boolean(error)}
                    aria-describedby={described.length ? described.join(' ') : undefined}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setTexts((t) => ({ ...t, [field]: value }));
                    }}
                  />
                  {error ? (
                    <p id={`${id}-${field}-error`} className={styles['fit-panel__error']}>
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
            {group.hint ? (
              <p id={`${id}-${group.legend}-hint`} className={styles['fit-panel__hint']}>
                {group.hint}
              </p>
            ) : null}
          </fieldset>
        ))}
      </form>
      <div className={styles['fit-panel__answer']} aria-live="polite" aria-atomic="true">
        {answer ? (
          <FitAnswer verdict={answer.verdict} summary={answer.summary} checks={answer.checks} />
        ) : (
          <p>Enter at least one measurement to see whether it fits.</p>
        )}
      </div>
      <p className={styles['fit-panel__saved']}>{where}</p>
    </div>
  );
}

function FitAnswer({
  verdict,
  summary,
  checks,
}: {
  verdict: TFitVerdict;
  summary: string;
  checks: IFitCheck[];
}) {
  return (
    <>
      <p className={`${styles['fit-answer']} ${styles[`fit-answer--${verdict}`]}`} data-verdict={verdict}>
        <strong>{summary}</strong>
      </p>
      <ul className={styles['fit-answer__checks']}>
        {checks.map((check) => (
          <li key={check.passage} data-passage={check.passage} data-verdict={check.verdict}>
            <strong>
              {fitPassageWord(check.passage).replace(/^\w/, (c) => c.toUpperCase())}:{' '}
              {VERDICT_WORDS[check.verdict]}.
            </strong>
            {check.box ? <span> In its box: {check.box.reason}</span> : null}
            {check.assembled ? <span> Unboxed: {check.assembled.reason}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
