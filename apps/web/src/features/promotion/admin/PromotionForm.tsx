import {
  CUSTOMER_GROUPS,
  PROMOTION_KINDS,
  ZPromotionForm,
  type TPromotion,
  type TPromotionFormInput,
} from '@shop/domain';
import {
  CheckboxField,
  DollarsField,
  EntityForm,
  NumberField,
  SelectField,
  TextField,
  useEntityForm,
} from '#/admin-kit';
import { trpc } from '#/lib/trpc';
import {
  PromotionCustomersField,
  PromotionMaterialsField,
  PromotionProductsField,
  PromotionRoomsField,
} from './PromotionPickers';
import { RoomTypeChecklist } from './RoomTypeChecklist';

export type TPromotionFormProps = { mode: 'create' } | { mode: 'update'; promotion: TPromotion };

const KIND_LABELS: Record<(typeof PROMOTION_KINDS)[number], string> = {
  percent: 'Percentage off',
  fixed: 'Fixed amount off',
  freeShipping: 'Free shipping',
};

/** 'YYYY-MM-DDTHH:mm' for a datetime-local box, in UTC as the label says. */
const localUtc = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

/** The one form behind /admin/promotions/create and /admin/promotions/update/{id}. */
export function PromotionForm(props: TPromotionFormProps) {
  const promotion = props.mode === 'update' ? props.promotion : null;
  const utils = trpc.useUtils();
  const create = trpc.promotion.create.useMutation();
  const update = trpc.promotion.update.useMutation();
  const defaults: TPromotionFormInput = {
    name: promotion?.name ?? '',
    code: promotion?.code ?? '',
    kind: promotion?.kind ?? 'percent',
    percent: promotion?.percent ?? 10,
    amountCents: promotion?.amountCents ?? 0,
    stackable: promotion?.stackable ?? true,
    active: promotion?.active ?? true,
    minSubtotalCents: promotion?.minSubtotalCents ?? 0,
    productIds: promotion?.productIds ?? [],
    roomTypeIds: promotion?.roomTypeIds ?? [],
    roomIds: promotion?.roomIds ?? [],
    materialIds: promotion?.materialIds ?? [],
    customerIds: promotion?.customerIds ?? [],
    customerGroup: promotion?.customerGroup ?? null,
    startsAt: localUtc(promotion?.startsAt ?? null),
    endsAt: localUtc(promotion?.endsAt ?? null),
    maxUses: promotion?.maxUses ?? null,
    maxUsesPerCustomer: promotion?.maxUsesPerCustomer ?? null,
  };
  const form = useEntityForm({
    schema: ZPromotionForm,
    mode: props.mode,
    defaults,
    save: (values) =>
      promotion ? update.mutateAsync({ id: promotion.id, ...values }) : create.mutateAsync(values),
    onSaved: async (saved) => {
      utils.promotion.detail.setData({ id: saved.id }, saved);
      await utils.promotion.invalidate();
    },
    savedMessage: (saved, mode) => `Promotion “${saved.name}” ${mode === 'create' ? 'created' : 'updated'}.`,
    listTo: '/admin/promotions',
  });

  return (
    <EntityForm form={form} createLabel="Create promotion">
      <TextField form={form} name="name" label="Name" hint="Buyers read it in the cart." maxLength={120} />
      <TextField
        form={form}
        name="code"
        label="Code"
        hint="Letters, digits, - or _ (stored in capitals). Leave empty for an automatic promotion."
        maxLength={32}
      />
      <SelectField
        form={form}
        name="kind"
        label="Kind"
        placeholder="Choose a kind"
        options={PROMOTION_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
      />
      <NumberField form={form} name="percent" label="Percentage" hint="For a percentage: 1 to 100." />
      <DollarsField
        form={form}
        name="amountCents"
        label="Amount off (USD)"
        hint="For a fixed amount, such as 25.00."
      />
      <DollarsField
        form={form}
        name="minSubtotalCents"
        label="Minimum subtotal (USD)"
        hint="The items at sale prices, before promotions; 0 for none."
      />
      <CheckboxField form={form} name="active" label="Active" />
      <CheckboxField
        form={form}
        name="stackable"
        label="Combines with other promotions (unticked: applies alone when that is best for the buyer)"
      />
      <RoomTypeChecklist
        value={(form.methods.watch('roomTypeIds') as number[] | undefined) ?? []}
        onChange={(ids) => form.methods.setValue('roomTypeIds', ids as never, { shouldDirty: true })}
      />
      <PromotionRoomsField form={form} />
      <PromotionProductsField form={form} />
      <PromotionMaterialsField form={form} />
      <PromotionCustomersField form={form} />
      <SelectField
        form={form}
        name="customerGroup"
        label="Customer group"
        placeholder="Any customer"
        options={CUSTOMER_GROUPS.map((group) => ({ value: group, label: group }))}
      />
      <TextField form={form} name="startsAt" label="Starts (UTC)" type={'datetime-local' as 'text'} />
      <TextField form={form} name="endsAt" label="Ends (UTC)" type={'datetime-local' as 'text'} />
      <NumberField form={form} name="maxUses" label="Uses in all" hint="Empty: no limit." min={1} />
      <NumberField
        form={form}
        name="maxUsesPerCustomer"
        label="Uses per customer"
        hint="Empty: no limit."
        min={1}
      />
    </EntityForm>
  );
}
