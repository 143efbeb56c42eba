import {
  SELLING_MODES,
  SELLING_MODE_LABELS,
  discountedCents,
  formatUsd,
  type TProductForm,
  type TProductFormInput,
  type TProductFormOptions,
} from '@shop/domain';
import { useState } from 'react';
import { Controller, useWatch, type FieldValues } from 'react-hook-form';
import { FormField } from '#/components/FormField';
import { CheckboxField, NumberField, type IEntityForm } from '#/admin-kit';
import { GroupedOptions } from './groups';
import { MaterialsPicker } from './MaterialsPicker';
import { ProductImagesField } from './ProductImagesField';
import formRowCss from '#/styles/form-row.module.css';
import formSectionCss from '#/styles/form-section.module.css';
import styles from './product-fields.module.css';

/** The product form as its fields see it. */
type TProductEntityForm = IEntityForm<TProductFormInput & FieldValues, TProductForm>;

interface IFieldProps {
  form: TProductEntityForm;
}

/** What happens when the stock runs out: nothing more sold, made to order or backordered. */
function SellingModeField({ form }: IFieldProps) {
  const error = form.methods.getFieldState('sellingMode', form.methods.formState).error?.message;
  return (
    <FormField
      label="When out of stock"
      error={error}
      hint="Made to order and backorder ship in the lead time."
    >
      {(control) => (
        <select {...control} {...form.methods.register('sellingMode')}>
          {SELLING_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {SELLING_MODE_LABELS[mode]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Room types under their rooms. */
export function RoomTypeField({
  form,
  roomTypes,
}: IFieldProps & { roomTypes: TProductFormOptions['roomTypes'] }) {
  const error = form.methods.getFieldState('roomTypeId', form.methods.formState).error?.message;
  return (
    <FormField label="Room type" error={error}>
      {(control) => (
        <select {...control} {...form.methods.register('roomTypeId', { valueAsNumber: true })}>
          {/* A new product starts here, so that it is not filed under whichever room type comes first. */}
          <option value={0}>Choose a room type</option>
          <GroupedOptions items={roomTypes} heading={(t) => t.roomName} />
        </select>
      )}
    </FormField>
  );
}

const centsOf = (dollars: string) => (dollars.trim() === '' ? Number.NaN : Math.round(Number(dollars) * 100));
const dollarsOf = (cents: number | undefined) =>
  typeof cents === 'number' && Number.isFinite(cents) ? String(cents / 100) : '';

/** Money is integer cents in the form and dollars in the box; what was typed stays as typed ("12.5"). */
function DollarsInput({ form }: IFieldProps) {
  return (
    <Controller
      control={form.methods.control}
      name="priceCents"
      render={({ field, fieldState }) => <DollarsBox field={field} error={fieldState.error?.message} />}
    />
  );
}

interface IDollarsBoxProps {
  field: { value: number | undefined; onChange: (cents: number) => void; onBlur: () => void; name: string };
  error: string | undefined;
}

function DollarsBox({ field, error }: IDollarsBoxProps) {
  const [text, setText] = useState(() => dollarsOf(field.value));
  const [seen, setSeen] = useState(field.value);
  // A value set from outside (a discarded draft, a reset) replaces the text; the user's own typing does not.
  if (!Object.is(field.value, seen)) {
    setSeen(field.value);
    if (!Object.is(centsOf(text), field.value)) setText(dollarsOf(field.value));
  }
  return (
    <FormField label="Price (USD)" error={error}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={text}
          onBlur={field.onBlur}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(centsOf(event.target.value));
          }}
        />
      )}
    </FormField>
  );
}

interface IPricingProps extends IFieldProps {
  /** Sold by variants: price, discount and stock are theirs, so the product's own boxes are not offered. */
  byVariants?: boolean;
}

/** Price and discount, with what shoppers pay by the SPEC rule, updated as either changes. */
export function PricingFields({ form, byVariants = false }: IPricingProps) {
  if (byVariants)
    return (
      <fieldset className={formSectionCss['form-section']}>
        <legend>Pricing</legend>
        <p className={styles['price-preview']}>
          This product is sold by variants: set the price, discount and stock of each one under Variants
          below. The shop shows the cheapest variant's price and counts their stock together.
        </p>
      </fieldset>
    );
  return <OwnPricingFields form={form} />;
}

function OwnPricingFields({ form }: IFieldProps) {
  const [priceCents, discountPercent] = useWatch({
    control: form.methods.control,
    name: ['priceCents', 'discountPercent'],
  });
  const price = Number.isFinite(priceCents) ? (priceCents ?? 0) : 0;
  const percent = Number.isFinite(discountPercent) ? (discountPercent ?? 0) : 0;
  return (
    <fieldset className={formSectionCss['form-section']}>
      <legend>Pricing</legend>
      <div className={formRowCss['form-row']}>
        <DollarsInput form={form} />
        <NumberField form={form} name="discountPercent" label="Discount (%)" />
      </div>
      <p className={styles['price-preview']} aria-live="polite">
        Shoppers pay <strong>{formatUsd(discountedCents(price, percent))}</strong>
        {percent > 0 ? ` instead of ${formatUsd(price)}` : ''}.
      </p>
    </fieldset>
  );
}

export function StockAndShippingFields({ form, byVariants = false }: IPricingProps) {
  return (
    <fieldset className={formSectionCss['form-section']}>
      <legend>Stock and shipping</legend>
      <div className={formRowCss['form-row']}>
        {byVariants ? null : <NumberField form={form} name="stock" label="In stock" />}
        <NumberField
          form={form}
          name="leadTimeDays"
          label="Lead time (days)"
          hint="Days to make or restock when none are in stock."
        />
        <SellingModeField form={form} />
      </div>
      <div className={formRowCss['form-row']}>
        <NumberField form={form} name="widthIn" label="Width (in)" />
        <NumberField form={form} name="depthIn" label="Depth (in)" />
        <NumberField form={form} name="heightIn" label="Height (in)" />
      </div>
      <div className={formRowCss['form-row']}>
        <NumberField form={form} name="packageLengthIn" label="Box length (in)" />
        <NumberField form={form} name="packageWidthIn" label="Box width (in)" />
        <NumberField form={form} name="packageHeightIn" label="Box height (in)" />
        <NumberField form={form} name="packageWeightLb" label="Box weight (lb)" step={0.1} />
      </div>
      <div className={formRowCss['form-row']}>
        <CheckboxField
          form={form}
          name="needsAssembly"
          label="Needs assembly (white-glove delivery assembles it)"
        />
        <NumberField form={form} name="assemblyMinutes" label="Assembly time (minutes)" />
      </div>
    </fieldset>
  );
}

export function MaterialsField({
  form,
  materials,
}: IFieldProps & { materials: TProductFormOptions['materials'] }) {
  return (
    <Controller
      control={form.methods.control}
      name="materialIds"
      render={({ field, fieldState }) => (
        <MaterialsPicker
          materials={materials}
          value={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The ordered images with alt text; saving waits while an upload runs. */
export function ImagesField({ form }: IFieldProps) {
  return (
    <fieldset className={formSectionCss['form-section']}>
      <legend>Images</legend>
      <Controller
        control={form.methods.control}
        name="images"
        render={({ field, fieldState }) => (
          <ProductImagesField
            value={(field.value ?? []).map((i) => ({ image: i.image, alt: i.alt ?? '' }))}
            onChange={field.onChange}
            error={fieldState.error?.message}
            onUploadingChange={form.setBusy}
          />
        )}
      />
    </fieldset>
  );
}
