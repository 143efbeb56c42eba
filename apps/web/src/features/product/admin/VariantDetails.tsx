import {
  SELLING_MODES,
  SELLING_MODE_LABELS,
  type TSellingMode,
  type TVariant,
  type TVariantUpdateInput,
} from '@shop/domain';
import { useEffect, useState } from 'react';
import { ImageUpload } from '#/admin-kit/ImageUpload';
import { FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { FormDialog } from '#/features/order/admin/FormDialog';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import styles from './ProductVariants.module.css';

/** The numbers the dialog edits, as typed (the server names a field that is not a number). */
const NUMBER_FIELDS = [
  ['leadTimeDays', 'Lead time (days)'],
  ['widthIn', 'Width (in)'],
  ['depthIn', 'Depth (in)'],
  ['heightIn', 'Height (in)'],
  ['packageLengthIn', 'Box length (in)'],
  ['packageWidthIn', 'Box width (in)'],
  ['packageHeightIn', 'Box height (in)'],
  ['packageWeightLb', 'Box weight (lb)'],
] as const;
type TNumberField = (typeof NUMBER_FIELDS)[number][0];

interface IDetailsDraft {
  /** '' follows the product's mode. */
  sellingMode: TSellingMode | '';
  image: string | null;
  numbers: Record<TNumberField, string>;
}

const draftOf = (v: TVariant): IDetailsDraft => ({
  sellingMode: v.sellingMode ?? '',
  image: v.image,
  numbers: Object.fromEntries(NUMBER_FIELDS.map(([name]) => [name, String(v[name])])) as Record<
    TNumberField,
    string
  >,
});

/** A typed number; NaN for what is not one, so the server's 422 names the field. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Only the fields that changed: the variant's row is written alone, with nothing else. */
function changesOf(v: TVariant, d: IDetailsDraft): Omit<TVariantUpdateInput, 'id' | 'variantId'> {
  const before = draftOf(v);
  const changed: Record<string, unknown> = {};
  if (d.sellingMode !== before.sellingMode) changed.sellingMode = d.sellingMode === '' ? null : d.sellingMode;
  if (d.image !== before.image) changed.image = d.image;
  for (const [name] of NUMBER_FIELDS)
    if (d.numbers[name] !== before.numbers[name]) changed[name] = numberOf(d.numbers[name]);
  return changed;
}

/**
 * A variant's less frequent fields in a dialog of its own (the table keeps to what is edited every day): how it
 * sells once its stock runs out (blank: as the product), its lead time, image, dimensions and box. Saved alone
 * like a table row; a 422 keeps the dialog open with each message at its field.
 */
export function VariantDetails({
  productId,
  variant,
  productSellingMode,
  onClose,
}: {
  productId: number;
  variant: TVariant;
  productSellingMode: TSellingMode;
  onClose: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const update = trpc.product.updateVariant.useMutation();
  const [draft, setDraft] = useState(() => draftOf(variant));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Counts refusals: after each one is drawn, the first field the server refused takes the focus (its message is
  // read with it). An effect runs once the fields carry aria-invalid; a frame later was not always soon enough.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) document.querySelector<HTMLElement>('dialog[open] [aria-invalid="true"]')?.focus();
  }, [refusals]);
  const [uploading, setUploading] = useState(false);
  const busy = update.isPending || uploading;

  const submit = async () => {
    const changed = changesOf(variant, draft);
    if (Object.keys(changed).length === 0) return onClose();
    try {
      const saved = await update.mutateAsync({ id: productId, variantId: variant.id, ...changed });
      utils.product.variants.setData({ id: productId }, (old) =>
        old ? { ...old, variants: old.variants.map((row) => (row.id === saved.id ? saved : row)) } : old,
      );
      toast.success(`${variant.title} saved.`);
      onClose();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setRefusals((count) => count + 1);
      toast.error(errorMessageOf(err, 'The variant could not be saved.'));
    }
  };

  const numberField = (name: TNumberField, label: string) => (
    <FormField key={name} label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type="number"
          min={0}
          step={name === 'packageWeightLb' ? 0.1 : 1}
          inputMode={name === 'packageWeightLb' ? 'decimal' : 'numeric'}
          value={draft.numbers[name]}
          onChange={(e) => setDraft({ ...draft, numbers: { ...draft.numbers, [name]: e.target.value } })}
        />
      )}
    </FormField>
  );
  const [lead, ...sizes] = NUMBER_FIELDS;

  return (
    <FormDialog
      open
      title={`${variant.title}: details`}
      submitLabel="Save details"
      busyLabel={uploading ? 'Uploading…' : 'Saving…'}
      busy={busy}
      onSubmit={submit}
      onCancel={onClose}
    >
      <div className={styles.details}>
        <FormField
          label="Selling mode"
          error={errors.sellingMode}
          hint="What happens once its stock runs out. Blank: as the product."
        >
          {(control) => (
            <select
              {...control}
              value={draft.sellingMode}
              onChange={(e) => setDraft({ ...draft, sellingMode: e.target.value as TSellingMode | '' })}
            >
              <option value="">
                As the product ({SELLING_MODE_LABELS[productSellingMode].toLowerCase()})
              </option>
              {SELLING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {SELLING_MODE_LABELS[mode]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {numberField(lead[0], lead[1])}
        <ImageUpload
          label="Image"
          previewAlt={`Preview of ${variant.title}`}
          hint="Shown on the product page when this variant is chosen. None: the product’s images."
          value={draft.image}
          onChange={(image) => setDraft({ ...draft, image })}
          error={errors.image}
          onUploadingChange={setUploading}
        />
        <fieldset className={styles.details__group}>
          <legend>Dimensions</legend>
          {sizes.slice(0, 3).map(([name, label]) => numberField(name, label))}
        </fieldset>
        <fieldset className={styles.details__group}>
          <legend>Shipping box</legend>
          {sizes.slice(3).map(([name, label]) => numberField(name, label))}
        </fieldset>
      </div>
    </FormDialog>
  );
}
