import {
  ZProductForm,
  type TProductDetail,
  type TProductFormInput,
  type TProductFormOptions,
} from '@shop/domain';
import { CheckboxField, EntityForm, SlugField, TextField, useEntityForm } from '#/admin-kit';
import { trpc } from '#/lib/trpc';
import {
  ImagesField,
  MaterialsField,
  PricingFields,
  RoomTypeField,
  StockAndShippingFields,
} from './product-fields';
import { SkuField } from './SkuField';
import formSectionCss from '#/styles/form-section.module.css';

export type TProductFormProps =
  | { mode: 'create'; options: TProductFormOptions }
  | { mode: 'update'; options: TProductFormOptions; product: TProductDetail };

function defaultsOf(product: TProductDetail | null): TProductFormInput {
  if (!product)
    return {
      // No room type until the staff member picks one (the form asks: "Choose a room type.").
      roomTypeId: 0,
      name: '',
      slug: '',
      sku: '',
      description: '',
      priceCents: 0,
      discountPercent: 0,
      stock: 0,
      leadTimeDays: 0,
      sellingMode: 'stock',
      widthIn: 0,
      depthIn: 0,
      heightIn: 0,
      packageLengthIn: 0,
      packageWidthIn: 0,
      packageHeightIn: 0,
      packageWeightLb: 0,
      needsAssembly: false,
      assemblyMinutes: 0,
      materialIds: [],
      images: [],
      active: true,
    };
  return {
    roomTypeId: product.roomTypeId,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    description: product.description,
    priceCents: product.priceCents,
    discountPercent: product.discountPercent,
    stock: product.stock,
    leadTimeDays: product.leadTimeDays,
    sellingMode: product.sellingMode,
    widthIn: product.widthIn,
    depthIn: product.depthIn,
    heightIn: product.heightIn,
    packageLengthIn: product.packageLengthIn,
    packageWidthIn: product.packageWidthIn,
    packageHeightIn: product.packageHeightIn,
    packageWeightLb: product.packageWeightLb,
    needsAssembly: product.needsAssembly,
    assemblyMinutes: product.assemblyMinutes,
    materialIds: product.materials.map((m) => m.id),
    images: product.images.map(({ image, alt }) => ({ image, alt })),
    active: product.active,
  };
}

/** The one form behind /admin/product/create and /admin/product/update/{id}. Money is edited in dollars. */
export function ProductForm(props: TProductFormProps) {
  const product = props.mode === 'update' ? props.product : null;
  const utils = trpc.useUtils();
  const create = trpc.product.create.useMutation();
  const update = trpc.product.update.useMutation();
  // The variants editor below reads the same query: a product sold by variants takes price and stock from them.
  const variants = trpc.product.variants.useQuery({ id: product?.id ?? 0 }, { enabled: product !== null });
  const byVariants = (variants.data?.variants.length ?? 0) > 0;
  const form = useEntityForm({
    schema: ZProductForm,
    mode: props.mode,
    defaults: defaultsOf(product),
    save: (values) => {
      if (!product) return create.mutateAsync(values);
      // Left out, they stay as the variants made them; the form's copy may be older than the last variant saved.
      const { priceCents: _price, discountPercent: _discount, stock: _stock, ...rest } = values;
      return update.mutateAsync({ id: product.id, ...(byVariants ? rest : values) });
    },
    onSaved: async (saved) => {
      utils.product.detail.setData({ id: saved.id }, saved);
      await utils.product.getList.invalidate();
    },
    savedMessage: (saved, mode) => `Product “${saved.name}” ${mode === 'create' ? 'created' : 'updated'}.`,
    listTo: '/admin/product',
  });

  return (
    <EntityForm form={form} createLabel="Create product">
      <fieldset className={formSectionCss['form-section']}>
        <legend>Details</legend>
        <RoomTypeField form={form} roomTypes={props.options.roomTypes} />
        <TextField form={form} name="name" label="Name" maxLength={120} />
        <SlugField
          form={form}
          name="slug"
          from="name"
          check={trpc.product.checkSlug}
          excludeId={product?.id}
        />
        <SkuField form={form} productId={product?.id} />
        <TextField form={form} name="description" label="Description" rows={5} maxLength={5000} />
        <CheckboxField form={form} name="active" label="Active (shown in the shop)" />
      </fieldset>
      <PricingFields form={form} byVariants={byVariants} />
      <StockAndShippingFields form={form} byVariants={byVariants} />
      <MaterialsField form={form} materials={props.options.materials} />
      <ImagesField form={form} />
    </EntityForm>
  );
}
