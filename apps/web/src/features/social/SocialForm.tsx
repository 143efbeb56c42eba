import { ZSocialForm, type TSocialLink } from '@shop/domain';
import { EntityForm, TextField, useEntityForm } from '#/admin-kit';
import { trpc } from '#/lib/trpc';
import { PlatformField } from './PlatformField';

export type TSocialFormProps = { mode: 'create' } | { mode: 'update'; link: TSocialLink };

/** The one form behind /admin/social/create and /admin/social/update/{id}. */
export function SocialForm(props: TSocialFormProps) {
  const link = props.mode === 'update' ? props.link : null;
  const utils = trpc.useUtils();
  const create = trpc.social.create.useMutation();
  const update = trpc.social.update.useMutation();
  const form = useEntityForm({
    schema: ZSocialForm,
    mode: props.mode,
    defaults: {
      name: link?.name ?? '',
      icon: link?.icon ?? 'facebook',
      url: link?.url ?? 'https://',
      position: link?.position ?? 0,
    },
    save: (values) => (link ? update.mutateAsync({ id: link.id, ...values }) : create.mutateAsync(values)),
    onSaved: async (saved) => {
      utils.social.detail.setData({ id: saved.id }, saved);
      // The storefront footer lists the links through the layout call.
      await Promise.all([utils.social.invalidate(), utils.site.layout.invalidate()]);
    },
    savedMessage: (saved, mode) => `Link “${saved.name}” ${mode === 'create' ? 'created' : 'updated'}.`,
    listTo: '/admin/social',
  });

  return (
    <EntityForm form={form} createLabel="Create link">
      <TextField form={form} name="name" label="Name" hint="As the footer shows it." maxLength={60} />
      <PlatformField form={form} />
      <TextField
        form={form}
        name="url"
        label="Web address"
        type="url"
        hint="Starts with https:// (or http://)."
        maxLength={255}
      />
      <TextField
        form={form}
        name="position"
        label="Display order"
        type="number"
        hint="Lower numbers come first in the footer."
      />
    </EntityForm>
  );
}
