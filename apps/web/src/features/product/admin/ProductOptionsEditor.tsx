import {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  type TOptionKind,
  type TProductFormOptions,
  type TProductVariants,
} from '@shop/domain';
import { useState } from 'react';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import toolbarCss from '#/styles/toolbar.module.css';
import styles from './ProductVariants.module.css';
import { cents, dollars, whole } from './variant-money';

interface IValueDraft {
  id?: number;
  label: string;
  materialId: number | null;
  surcharge: string;
  leadDays: string;
}
interface IOptionDraft {
  id?: number;
  name: string;
  kind: TOptionKind;
  values: IValueDraft[];
}

function draftsOf(data: TProductVariants): IOptionDraft[] {
  return data.options.map((option) => ({
    id: option.id,
    name: option.name,
    kind: option.kind,
    values: option.values.map((value) => ({
      id: value.id,
      label: value.label,
      materialId: value.materialId,
      surcharge: value.surchargeCents ? dollars(value.surchargeCents) : '',
      leadDays: value.surchargeLeadDays ? String(value.surchargeLeadDays) : '',
    })),
  }));
}

/** Errors the server named, as one list under the editor ("options.0.values.1.label: Name the value."). */
function ErrorList({ errors }: { errors: Record<string, string> }) {
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <ul className={styles.errors} role="alert">
      {entries.map(([field, message]) => (
        <li key={field}>
          <code>{field}</code>: {message}
        </li>
      ))}
    </ul>
  );
}

/** The product's options (at most three) and their values, saved together; and the button that makes the missing variants. */
export function OptionsEditor({
  data,
  materials,
}: {
  data: TProductVariants;
  materials: TProductFormOptions['materials'];
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [options, setOptions] = useState(() => draftsOf(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = trpc.product.saveOptions.useMutation();
  const generate = trpc.product.generateVariants.useMutation();
  const change = (i: number, next: Partial<IOptionDraft>) =>
    setOptions(options.map((option, j) => (j === i ? { ...option, ...next } : option)));
  const changeValue = (i: number, k: number, next: Partial<IValueDraft>) =>
    change(i, { values: options[i]!.values.map((value, j) => (j === k ? { ...value, ...next } : value)) });

  const submit = async () => {
    setErrors({});
    try {
      const saved = await save.mutateAsync({
        id: data.productId,
        options: options.map((option) => ({
          ...(option.id ? { id: option.id } : {}),
          name: option.name,
          kind: option.kind,
          values: option.values.map((value) => ({
            ...(value.id ? { id: value.id } : {}),
            label: value.label,
            materialId: value.materialId,
            surchargeCents: cents(value.surcharge),
            surchargeLeadDays: whole(value.leadDays),
          })),
        })),
      });
      utils.product.variants.setData({ id: data.productId }, saved);
      toast.success('Options saved.');
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toast.error(errorMessageOf(err, 'The options could not be saved.'));
    }
  };
  const makeVariants = async () => {
    try {
      const result = await generate.mutateAsync({ id: data.productId });
      await utils.product.variants.invalidate({ id: data.productId });
      toast.success(
        result.created ? `${result.created} variants created.` : 'Every combination already has its variant.',
      );
    } catch (err) {
      toast.error(errorMessageOf(err, 'The variants could not be generated.'));
    }
  };

  return (
    <div className={styles.options}>
      {options.map((option, i) => (
        <fieldset key={option.id ?? `new-${i}`} className={styles.option}>
          <legend>Option {i + 1}</legend>
          <div className={styles.row}>
            <label>
              Name
              <input
                aria-label={`Name of option ${i + 1}`}
                value={option.name}
                maxLength={40}
                placeholder="Size, Fabric, Finish"
                onChange={(e) => change(i, { name: e.target.value })}
              />
            </label>
            <label>
              Its values
              <select
                aria-label={`What the values of option ${i + 1} do`}
                value={option.kind}
                onChange={(e) => change(i, { kind: e.target.value as TOptionKind })}
              >
                <option value="variant">make variants (own stock, price, SKU)</option>
                <option value="surcharge">add a surcharge and lead time</option>
              </select>
            </label>
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => setOptions(options.filter((_, j) => j !== i))}
            >
              Remove option
            </button>
          </div>
          <table className={styles.values}>
            <caption className="sr-only">Values of option {i + 1}</caption>
            <thead>
              <tr>
                <th scope="col">Value</th>
                <th scope="col">Material (swatch)</th>
                {option.kind === 'surcharge' ? (
                  <>
                    <th scope="col">Surcharge ($)</th>
                    <th scope="col">Adds days</th>
                  </>
                ) : null}
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {option.values.map((value, k) => (
                <tr key={value.id ?? `new-${k}`}>
                  <td data-label="Value">
                    <input
                      aria-label={`Value ${k + 1} of option ${i + 1}`}
                      value={value.label}
                      maxLength={60}
                      onChange={(e) => changeValue(i, k, { label: e.target.value })}
                    />
                  </td>
                  <td data-label="Material (swatch)">
                    <select
                      aria-label={`Material of value ${k + 1}`}
                      value={value.materialId ?? ''}
                      onChange={(e) =>
                        changeValue(i, k, { materialId: e.target.value ? Number(e.target.value) : null })
                      }
                    >
                      <option value="">None</option>
                      {materials.map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.typeName}: {m.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  {option.kind === 'surcharge' ? (
                    <>
                      <td data-label="Surcharge ($)">
                        <input
                          aria-label={`Surcharge of value ${k + 1} in dollars`}
                          inputMode="decimal"
                          value={value.surcharge}
                          onChange={(e) => changeValue(i, k, { surcharge: e.target.value })}
                        />
                      </td>
                      <td data-label="Adds days">
                        <input
                          aria-label={`Days value ${k + 1} adds`}
                          inputMode="numeric"
                          value={value.leadDays}
                          onChange={(e) => changeValue(i, k, { leadDays: e.target.value })}
                        />
                      </td>
                    </>
                  ) : null}
                  <td>
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      onClick={() => change(i, { values: option.values.filter((_, j) => j !== k) })}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {option.values.length < MAX_OPTION_VALUES ? (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() =>
                change(i, {
                  values: [...option.values, { label: '', materialId: null, surcharge: '', leadDays: '' }],
                })
              }
            >
              Add a value
            </button>
          ) : null}
        </fieldset>
      ))}
      <ErrorList errors={errors} />
      <div className={toolbarCss.toolbar}>
        {options.length < MAX_PRODUCT_OPTIONS ? (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() =>
              setOptions([
                ...options,
                {
                  name: '',
                  kind: 'variant',
                  values: [{ label: '', materialId: null, surcharge: '', leadDays: '' }],
                },
              ])
            }
          >
            Add an option
          </button>
        ) : null}
        <button type="button" className="button button--small" onClick={submit} disabled={save.isPending}>
          Save options
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={makeVariants}
          disabled={generate.isPending || !data.options.some((o) => o.kind === 'variant')}
        >
          Generate variants
        </button>
      </div>
    </div>
  );
}
