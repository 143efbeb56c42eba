import {
  discountedCents,
  formatUsd,
  slugify,
  ZProductForm,
  type TProductDetail,
  type TProductForm,
  type TProductFormInput,
  type TProductFormOptions,
} from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { FormAlert, FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { applyServerErrors } from '#/lib/form';
import { trpc } from '#/lib/trpc';
import { MaterialsPicker } from './MaterialsPicker';
import { ProductImagesField } from './ProductImagesField';

const FIELDS = Object.keys(ZProductForm.shape) as Path<TProductFormInput>[];

/** Whole numbers of the form: an empty box is NaN, which the schema refuses with its own message. */
const asNumber = { setValueAs: (v: string) => (v === '' ? Number.NaN : Number(v)) };

export type TProductFormProps =
  | { mode: 'create'; options: TProductFormOptions }
  | { mode: 'update'; options: TProductFormOptions; product: TProductDetail };

function defaultsOf(product: TProductDetail | null, options: TProductFormOptions): TProductFormInput {
  if (!product)
    return {
      roomTypeId: options.roomTypes[0]?.id ?? 0,
      name: '',
      slug: '',
      description: '',
      priceCents: 0,
      discountPercent: 0,
      stock: 0,
      leadTimeDays: 0,
      widthIn: 0,
      depthIn: 0,
      heightIn: 0,
      packageLengthIn: 0,
      packageWidthIn: 0,
      packageHeightIn: 0,
      packageWeightLb: 0,
      materialIds: [],
      images: [],
      active: true,
    };
  const { materials, images, ...rest } = product;
  return {
    ...rest,
    materialIds: materials.map((m) => m.id),
    images: images.map(({ image, alt }) => ({ image, alt })),
  };
}

/** The one form behind /admin/product/create and /admin/product/update/{id}. Money is edited in dollars. */
export function ProductForm(props: TProductFormProps) {
  const product = props.mode === 'update' ? props.product : null;
  const navigate = useNavigate();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [slugEdited, setSlugEdited] = useState(product !== null && product.slug !== slugify(product.name));
  const form = useForm<TProductFormInput, unknown, TProductForm>({
    resolver: zodResolver(ZProductForm),
    defaultValues: defaultsOf(product, props.options),
  });
  const { errors, isSubmitted } = form.formState;
  const [priceCents, discountPercent] = useWatch({
    control: form.control,
    name: ['priceCents', 'discountPercent'],
  });

  const onSaved = async (saved: TProductDetail, verb: string) => {
    utils.product.detail.setData({ id: saved.id }, saved);
    await utils.product.getList.invalidate();
    toast.success(`Product “${saved.name}” ${verb}.`);
    await navigate({ to: '/admin/product' });
  };
  const onFailed = (err: unknown) => setFormError(applyServerErrors(err, form.setError, FIELDS));
  const create = trpc.product.create.useMutation({
    onSuccess: (p) => onSaved(p, 'created'),
    onError: onFailed,
  });
  const update = trpc.product.update.useMutation({
    onSuccess: (p) => onSaved(p, 'updated'),
    onError: onFailed,
  });
  const saving = form.formState.isSubmitting || create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (product) await update.mutateAsync({ id: product.id, ...values }).catch(() => undefined);
    else await create.mutateAsync(values).catch(() => undefined);
  });

  const nameField = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) form.setValue('slug', slugify(event.target.value), { shouldValidate: isSubmitted });
    },
  });
  const slugField = form.register('slug', {
    onChange: (event: { target: { value: string } }) => setSlugEdited(event.target.value.trim() !== ''),
  });
  const numberField = (name: Path<TProductFormInput>, label: string, hint?: string) => (
    <FormField
      label={label}
      error={errors[name as keyof typeof errors]?.message as string | undefined}
      hint={hint}
    >
      {(control) => (
        <input
          {...control}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...form.register(name, asNumber)}
        />
      )}
    </FormField>
  );
  const price = Number.isFinite(priceCents) ? (priceCents ?? 0) : 0;
  const percent = Number.isFinite(discountPercent) ? (discountPercent ?? 0) : 0;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="form panel product-form">
      <FormAlert message={formError} />
      <fieldset className="form-section">
        <legend>Details</legend>
        <FormField label="Room type" error={errors.roomTypeId?.message}>
          {(control) => (
            <select {...control} {...form.register('roomTypeId', asNumber)}>
              {[...new Set(props.options.roomTypes.map((t) => t.roomName))].map((room) => (
                <optgroup key={room} label={room}>
                  {props.options.roomTypes
                    .filter((t) => t.roomName === room)
                    .map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <input {...control} type="text" autoComplete="off" maxLength={120} {...nameField} />}
        </FormField>
        <FormField
          label="Slug"
          error={errors.slug?.message}
          hint="The product's address: filled in from the name."
        >
          {(control) => <input {...control} type="text" spellCheck={false} maxLength={140} {...slugField} />}
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          {(control) => <textarea {...control} rows={5} maxLength={5000} {...form.register('description')} />}
        </FormField>
        <label className="checkbox">
          <input type="checkbox" {...form.register('active')} /> Active (shown in the shop)
        </label>
      </fieldset>

      <fieldset className="form-section">
        <legend>Pricing</legend>
        <Controller
          control={form.control}
          name="priceCents"
          render={({ field, fieldState }) => (
            <FormField label="Price (USD)" error={fieldState.error?.message}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={0}
                  step={0.01}
                  inputMode="decimal"
                  defaultValue={Number.isFinite(field.value) ? (field.value ?? 0) / 100 : ''}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.value === '' ? Number.NaN : Math.round(Number(event.target.value) * 100),
                    )
                  }
                />
              )}
            </FormField>
          )}
        />
        {numberField('discountPercent', 'Discount (%)')}
        <p className="price-preview" aria-live="polite">
          Shoppers pay <strong>{formatUsd(discountedCents(price, percent))}</strong>
          {percent > 0 ? ` instead of ${formatUsd(price)}` : ''}.
        </p>
      </fieldset>

      <fieldset className="form-section">
        <legend>Stock and shipping</legend>
        {numberField('stock', 'In stock')}
        {numberField('leadTimeDays', 'Lead time (days)', 'Days to make or restock when none are in stock.')}
        <div className="form-row">
          {numberField('widthIn', 'Width (in)')}
          {numberField('depthIn', 'Depth (in)')}
          {numberField('heightIn', 'Height (in)')}
        </div>
        <div className="form-row">
          {numberField('packageLengthIn', 'Box length (in)')}
          {numberField('packageWidthIn', 'Box width (in)')}
          {numberField('packageHeightIn', 'Box height (in)')}
          <FormField label="Box weight (lb)" error={errors.packageWeightLb?.message}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                step={0.1}
                {...form.register('packageWeightLb', asNumber)}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <Controller
        control={form.control}
        name="materialIds"
        render={({ field, fieldState }) => (
          <MaterialsPicker
            materials={props.options.materials}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />

      <fieldset className="form-section">
        <legend>Images</legend>
        <Controller
          control={form.control}
          name="images"
          render={({ field, fieldState }) => (
            <ProductImagesField
              value={(field.value ?? []).map((i) => ({ image: i.image, alt: i.alt ?? '' }))}
              onChange={field.onChange}
              error={fieldState.error?.message}
              onUploadingChange={setUploading}
            />
          )}
        />
      </fieldset>

      <div className="form__actions">
        <Link to="/admin/product" className="button button--ghost">
          Cancel
        </Link>
        <button type="submit" className="button" disabled={saving || uploading} aria-busy={saving}>
          {saving ? 'Saving…' : props.mode === 'create' ? 'Create product' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
