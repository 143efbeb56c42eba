import { ZInformationForm, type TSiteInformation } from '@shop/domain';
import { EntityForm, ImageField, TextField, useEntityForm } from '#/admin-kit';
import { trpc } from '#/lib/trpc';

/**
 * The shop's own details (ADMIN only): what the storefront footer and the contact page show. There is one record,
 * so the form always updates it and stays on this screen after a save.
 */
export function InformationForm({ information }: { information: TSiteInformation }) {
  const utils = trpc.useUtils();
  const update = trpc.information.update.useMutation();
  const form = useEntityForm({
    schema: ZInformationForm,
    mode: 'update',
    defaults: information,
    save: (values) => update.mutateAsync(values),
    onSaved: async (saved) => {
      utils.information.detail.setData(undefined, saved);
      // The footer and every page title read the layout call: refetch it so they show the new details now.
      await utils.site.layout.invalidate();
    },
    savedMessage: () => 'Site information saved.',
    listTo: '/admin/information',
  });

  return (
    <EntityForm
      form={form}
      createLabel="Save changes"
      aside={<ImageField form={form} name="logo" label="Logo" previewAlt="Preview of the shop logo" />}
    >
      <TextField form={form} name="name" label="Shop name" maxLength={120} />
      <TextField form={form} name="email" label="Email" type="email" maxLength={190} />
      <TextField form={form} name="phone" label="Phone" type="tel" maxLength={40} />
      <TextField form={form} name="address" label="Address" maxLength={255} />
      <TextField form={form} name="openingHours" label="Opening hours" maxLength={255} />
      <TextField form={form} name="about" label="About the shop" rows={6} maxLength={5000} />
    </EntityForm>
  );
}
