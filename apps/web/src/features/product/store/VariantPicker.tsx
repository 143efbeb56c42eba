import {
  formatUsd,
  resolveVariant,
  surchargeOptions,
  variantOptions,
  type TOptionValue,
  type TProductOption,
  type TProductPage,
} from '@shop/domain';
import { Image } from '#/components/Image';
import { available, type IShownChoice, type IVariantChoice } from './variant-choice';
import styles from './VariantPicker.module.css';

interface IVariantPickerProps {
  page: TProductPage;
  choice: IVariantChoice;
  shown: IShownChoice;
  onChoose: (choice: IVariantChoice) => void;
  /**
   * The id of the Add to cart form the radios belong to: without script, that form posts the values picked, and
   * the server reads the variant they name (apps/server/src/routes/cart-add.ts).
   */
  form?: string | undefined;
}

/**
 * The product page's option pickers: one radio group per option (a fieldset with its legend), so that the arrow
 * keys move within an option, Tab goes to the next, and a screen reader says "Size, Large, 2 of 3". Values with
 * a material show its swatch; surcharge values say what they add. Drawn by the server with the choice of the
 * address's `?variant=SKU`.
 */
export function VariantPicker({ page, choice, shown, onChoose, form }: IVariantPickerProps) {
  const variantOpts = variantOptions(page.options);
  const surchargeOpts = surchargeOptions(page.options);
  if (!variantOpts.length && !surchargeOpts.length) return null;

  /** Whether choosing `value` for option i, keeping the others, names a variant that is sold. */
  const sold = (i: number, value: TOptionValue) => {
    const values = choice.values.map((id, j) => (j === i ? value.id : id));
    if (values.some((id) => id === null)) return true;
    const variant = resolveVariant(page.variants, values as number[]);
    return Boolean(variant && available(variant));
  };

  return (
    <div className={styles.picker}>
      {variantOpts.map((option, i) => (
        <OptionGroup
          key={option.id}
          option={option}
          form={form}
          chosen={choice.values[i] ?? null}
          unavailable={(value) => !sold(i, value)}
          extra={() => null}
          onChoose={(id) => onChoose({ ...choice, values: choice.values.map((v, j) => (j === i ? id : v)) })}
        />
      ))}
      {surchargeOpts.map((option, i) => (
        <OptionGroup
          key={option.id}
          option={option}
          form={form}
          chosen={choice.surcharges[i] ?? null}
          unavailable={() => false}
          extra={(value) =>
            [
              value.surchargeCents > 0 ? `+${formatUsd(value.surchargeCents)}` : '',
              value.surchargeLeadDays > 0 ? `adds ${value.surchargeLeadDays} days` : '',
            ]
              .filter(Boolean)
              .join(', ') || null
          }
          onChoose={(id) =>
            onChoose({ ...choice, surcharges: choice.surcharges.map((v, j) => (j === i ? id : v)) })
          }
        />
      ))}
      {shown.byVariant && (!shown.variant || shown.nearest) ? (
        <p className={styles.notice} role="status">
          {!choice.values.every((id) => id !== null)
            ? 'Choose an option of each kind.'
            : shown.variant
              ? 'This combination is sold out for now.'
              : 'This combination is not available.'}
          {shown.nearest ? (
            <>
              {' '}
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => onChoose({ ...choice, values: [...shown.nearest!.optionValueIds] })}
              >
                Choose {shown.nearest.title} instead
              </button>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

function OptionGroup({
  option,
  form,
  chosen,
  unavailable,
  extra,
  onChoose,
}: {
  option: TProductOption;
  form: string | undefined;
  chosen: number | null;
  unavailable: (value: TOptionValue) => boolean;
  extra: (value: TOptionValue) => string | null;
  onChoose: (valueId: number) => void;
}) {
  const current = option.values.find((value) => value.id === chosen);
  return (
    <fieldset className={styles.option}>
      <legend className={styles.option__legend}>
        {option.name}
        {current ? <span className={styles.option__chosen}>: {current.label}</span> : null}
      </legend>
      <div className={styles.values}>
        {option.values.map((value) => {
          const off = unavailable(value);
          const more = extra(value);
          return (
            <label
              key={value.id}
              className={`${styles.value} ${value.materialId ? styles['value--swatch'] : ''} ${off ? styles['value--unavailable'] : ''}`}
            >
              <input
                type="radio"
                form={form}
                name={`option-${option.id}`}
                value={value.id}
                checked={value.id === chosen}
                onChange={() => onChoose(value.id)}
              />
              {value.materialId ? (
                <Image imageKey={value.swatch} alt="" width={32} height={32} className={styles.swatch} />
              ) : null}
              <span>{value.label}</span>
              {more ? <span className={styles.value__extra}>{more}</span> : null}
              {off ? <span className="sr-only"> (not available)</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
