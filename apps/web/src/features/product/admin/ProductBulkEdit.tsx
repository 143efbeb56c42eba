import {
  BULK_MESSAGES,
  PRODUCT_MESSAGES,
  ZProductBulkUpdateInput,
  type TProductBulkUpdateInput,
  type TProductBulkUpdateResult,
  type TProductFormOptions,
} from '@shop/domain';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import fieldCss from '#/styles/field.module.css';
import styles from './ProductBulkEdit.module.css';

interface IProductBulkEditProps {
  ids: number[];
  options: TProductFormOptions;
  /** Clears the selection once the change is saved. */
  done: () => void;
}

type TDraft = {
  price: string;
  discount: string;
  stock: string;
  state: '' | 'active' | 'archived';
  roomTypeId: string;
};
const EMPTY: TDraft = { price: '', discount: '', stock: '', state: '', roomTypeId: '' };

/** A box left empty changes nothing; anything typed is sent as typed, for the schema to judge. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

function inputOf(ids: number[], draft: TDraft): TProductBulkUpdateInput {
  const price = numberOf(draft.price);
  return {
    ids,
    set: {
      priceCents: price === undefined ? undefined : Math.round(price * 100),
      discountPercent: numberOf(draft.discount),
      stock: numberOf(draft.stock),
      active: draft.state === '' ? undefined : draft.state === 'active',
      roomTypeId: numberOf(draft.roomTypeId),
    },
  };
}

/** Field errors by the draft's boxes, from the schema's paths (`set.priceCents`) or the server's. */
function errorsByBox(errors: Record<string, string | string[] | undefined>) {
  const first = (key: string) => {
    const found = errors[key];
    return Array.isArray(found) ? found[0] : found;
  };
  return {
    price: first('set.priceCents'),
    discount: first('set.discountPercent'),
    stock: first('set.stock'),
    roomTypeId: first('set.roomTypeId'),
    form: first('set') ?? first('ids'),
  };
}

/** Products sold by variants got the price, discount or stock on each variant: the message says which ones. */
function throughVariantsNote(products: TProductBulkUpdateResult['throughVariants']): string {
  if (products.length === 0) return '';
  const named = products.map((p) => `${p.name} (${p.variants} variant${p.variants === 1 ? '' : 's'})`);
  return ` Sold by variants, so set on each of their variants: ${named.join(', ')}.`;
}

/**
 * The product list's bulk edit: with products chosen, set any of price, discount, stock, state and room type on
 * all of them at once. Empty boxes leave that field alone; the server changes every product or none.
 */
export function ProductBulkEdit({ ids, options, done }: IProductBulkEditProps) {
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof errorsByBox>>(errorsByBox({}));
  const utils = trpc.useUtils();
  const toast = useToast();
  const mutation = trpc.product.bulkUpdate.useMutation();
  const id = useId();
  const count = `${ids.length} product${ids.length === 1 ? '' : 's'}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZProductBulkUpdateInput.safeParse(inputOf(ids, draft));
    if (!parsed.success) {
      const byPath: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
      setErrors(errorsByBox(byPath));
      return;
    }
    setErrors(errorsByBox({}));
    try {
      const { updated, throughVariants } = await mutation.mutateAsync(parsed.data);
      toast.success(
        `${updated} product${updated === 1 ? '' : 's'} updated.${throughVariantsNote(throughVariants)}`,
      );
      setDraft(EMPTY);
      done();
      await utils.product.invalidate();
    } catch (err) {
      const fields = errorsByBox(fieldErrorsOf(err));
      setErrors(fields);
      if (!Object.values(fields).some(Boolean))
        toast.error(errorMessageOf(err, 'The products could not be updated.'));
    }
  };

  const box = (key: 'price' | 'discount' | 'stock', label: string, hint: string) => {
    const error = errors[key];
    return (
      <div className={`${fieldCss.field} ${error ? fieldCss['field--invalid'] : ''}`}>
        <label className={fieldCss.field__label} htmlFor={`${id}-${key}`}>
          {label}
        </label>
        <input
          id={`${id}-${key}`}
          inputMode={key === 'price' ? 'decimal' : 'numeric'}
          placeholder={hint}
          value={draft[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        />
        {error ? (
          <p className={styles.error} id={`${id}-${key}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.bulk} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 className={styles.title} id={`${id}-title`}>
        Change {count}
      </h2>
      <p className={styles.hint}>
        Only the boxes you fill in change; the rest stay as they are on each product.
      </p>
      <div className={styles.fields}>
        {box('price', 'Price ($)', 'Unchanged')}
        {box('discount', 'Discount (%)', 'Unchanged')}
        {box('stock', 'Stock', 'Unchanged')}
        <div className={fieldCss.field}>
          <label className={fieldCss.field__label} htmlFor={`${id}-state`}>
            State
          </label>
          <select
            id={`${id}-state`}
            value={draft.state}
            onChange={(event) => setDraft({ ...draft, state: event.target.value as TDraft['state'] })}
          >
            <option value="">Unchanged</option>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
          </select>
        </div>
        <div className={`${fieldCss.field} ${errors.roomTypeId ? fieldCss['field--invalid'] : ''}`}>
          <label className={fieldCss.field__label} htmlFor={`${id}-room-type`}>
            Room type
          </label>
          <select
            id={`${id}-room-type`}
            value={draft.roomTypeId}
            aria-invalid={errors.roomTypeId ? true : undefined}
            aria-describedby={errors.roomTypeId ? `${id}-room-type-error` : undefined}
            onChange={(event) => setDraft({ ...draft, roomTypeId: event.target.value })}
          >
            <option value="">Unchanged</option>
            {options.roomTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.roomName}: {type.name}
              </option>
            ))}
          </select>
          {errors.roomTypeId ? (
            <p className={styles.error} id={`${id}-room-type-error`}>
              {errors.roomTypeId === PRODUCT_MESSAGES.unknownRoomType
                ? `${errors.roomTypeId} It may have been deleted meanwhile.`
                : errors.roomTypeId}
            </p>
          ) : null}
        </div>
      </div>
      {errors.form ? (
        <p className={styles.error} role="alert">
          {errors.form === BULK_MESSAGES.nothingToSet ? `${errors.form} Fill in a box first.` : errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : `Apply to ${count}`}
        </button>
        <button type="button" className="button button--ghost" onClick={done}>
          Clear selection
        </button>
      </div>
    </form>
  );
}
