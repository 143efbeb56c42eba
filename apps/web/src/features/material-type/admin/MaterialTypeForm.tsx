import { ZMaterialTypeForm, type TMaterialType } from '@shop/domain';
import { EntityForm, SlugField, TextField, useEntityForm } from '#/admin-kit';
import { trpc } from '#/lib/trpc';

export type TMaterialTypeFormProps = { mode: 'create' } | { mode: 'update'; materialType: TMaterialType };

/** The one form behind /admin/material/type/create and /admin/material/type/update/{id}. */
export function MaterialTypeForm(props: TMaterialTypeFormProps) {
  const materialType = props.mode === 'update' ? props.materialType : null;
  const utils = trpc.useUtils();
  const create = trpc.materialType.create.useMutation();
  const update = trpc.materialType.update.useMutation();
  const form = useEntityForm({
    schema: ZMaterialTypeForm,
    mode: props.mode,
    defaults: {
      name: materialType?.name ?? '',
      slug: materialType?.slug ?? '',
      description: materialType?.description ?? '',
    },
    save: (values) =>
      materialType ? update.mutateAsync({ id: materialType.id, ...values }) : create.mutateAsync(values),
    onSaved: async (saved) => {
      utils.materialType.detail.setData({ id: saved.id }, saved);
      // A renamed type shows under its new name in the materials list and the material form's select.
      await Promise.all([utils.materialType.invalidate(), utils.material.invalidate()]);
    },
    savedMessage: (saved, mode) =>
      `Material type “${saved.name}” ${mode === 'create' ? 'created' : 'updated'}.`,
    listTo: '/admin/material/type',
  });

  return (
    <EntityForm form={form} createLabel="Create material type">
      <TextField form={form} name="name" label="Name" maxLength={120} />
      <SlugField
        form={form}
        name="slug"
        from="name"
        check={trpc.materialType.checkSlug}
        excludeId={materialType?.id}
      />
      <TextField form={form} name="description" label="Description" rows={5} maxLength={5000} />
    </EntityForm>
  );
}
