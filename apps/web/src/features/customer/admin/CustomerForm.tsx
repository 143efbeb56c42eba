import { US_STATES, ZCustomerAdminForm, type TCustomerAdminDetail } from '@shop/domain';
import { EntityForm, SelectField, TextField, useEntityForm } from '#/admin-kit';
import { trpc } from '#/lib/trpc';
import formRowCss from '#/styles/form-row.module.css';

const STATE_OPTIONS = Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: name }));

/**
 * The customer's details as they edit them in their account: name, email (their login), phone and the address
 * that pre-fills checkout. The block is not here: it has its own button and confirmation.
 */
const GROUP_OPTIONS = [
  { value: 'trade', label: 'Trade' },
  { value: 'designer', label: 'Designer' },
];

export function CustomerForm({ customer }: { customer: TCustomerAdminDetail }) {
  const utils = trpc.useUtils();
  const update = trpc.customer.update.useMutation();
  const form = useEntityForm({
    schema: ZCustomerAdminForm,
    mode: 'update',
    defaults: {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      addressLine1: customer.addressLine1,
      addressLine2: customer.addressLine2,
      city: customer.city,
      state: customer.state as '',
      postalCode: customer.postalCode,
      customerGroup: customer.customerGroup,
    },
    save: (values) => update.mutateAsync({ id: customer.id, ...values }),
    onSaved: async (saved) => {
      utils.customer.detail.setData({ id: saved.id }, saved);
      await utils.customer.getList.invalidate();
    },
    savedMessage: (saved) => `“${saved.name}” updated.`,
    listTo: '/admin/customer',
  });

  return (
    <EntityForm form={form} createLabel="Save">
      <TextField form={form} name="name" label="Name" maxLength={120} />
      <TextField form={form} name="email" label="Email" type="email" hint="Their login." maxLength={190} />
      <TextField form={form} name="phone" label="Phone" type="tel" maxLength={40} />
      <TextField form={form} name="addressLine1" label="Address" maxLength={120} />
      <TextField form={form} name="addressLine2" label="Apartment, suite… (optional)" maxLength={120} />
      <div className={formRowCss['form-row']}>
        <TextField form={form} name="city" label="City" maxLength={80} />
        <SelectField form={form} name="state" label="State" options={STATE_OPTIONS} placeholder="No state" />
        <TextField form={form} name="postalCode" label="ZIP code" maxLength={10} />
      </div>
      <SelectField
        form={form}
        name="customerGroup"
        label="Customer group"
        options={GROUP_OPTIONS}
        placeholder="None"
        emptyValue="none"
        hint="Promotions can be limited to trade or designer customers."
      />
    </EntityForm>
  );
}
