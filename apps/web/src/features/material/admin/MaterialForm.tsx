import { ZMaterialForm, type TMaterial, type TMaterialType } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { EntityForm, ImageField, SelectField, TextField, useEntityForm } from '#/admin-kit';
import { trpc } from '#/lib/trpc';

export type TMaterialFormProps = { types: readonly TMaterialType[] } & (
  { mode: 'create' } | { mode: 'update'; material: TMaterial }
);

/** Without a type a material cannot be saved: say where to add one instead of offering an empty select. */
function NoTypesHint() {
  return (
    <>
      There are no material types yet. <Link to="/admin/material/type/create">Add a material type</Link>{' '}
      first.
    </>
  );
}

/** The one form behind /admin/material/create and /admin/material/update/{id}. */
export function MaterialForm(props: TMaterialFormProps) {
  const material = props.mode === 'update' ? props.material : null;
  const utils = trpc.useUtils();
  const create = trpc.material.create.useMutation();
  const update = trpc.material.update.useMutation();
  const form = useEntityForm({
    schema: ZMaterialForm,
    mode: props.mode,
    defaults: {
      // 0 is no type: the select shows its empty choice and saving asks for one.
      materialTypeId: material?.materialTypeId ?? 0,
      name: material?.name ?? '',
      description: material?.description ?? '',
      image: material?.image ?? null,
    },
    save: (values) =>
      material ? update.mutateAsync({ id: material.id, ...values }) : create.mutateAsync(values),
    onSaved: async (saved) => {
      utils.material.detail.setData({ id: saved.id }, saved);
      await utils.material.invalidate();
    },
    savedMessage: (saved, mode) => `Material “${saved.name}” ${mode === 'create' ? 'created' : 'updated'}.`,
    listTo: '/admin/material',
  });

  return (
    <EntityForm
      form={form}
      createLabel="Create material"
      aside={<ImageField form={form} name="image" label="Swatch" previewAlt="Preview of the swatch" />}
    >
      <SelectField
        form={form}
        name="materialTypeId"
        label="Material type"
        placeholder="Choose a material type"
        emptyValue={0}
        options={props.types.map((type) => ({ value: type.id, label: type.name }))}
        hint={props.types.length === 0 ? <NoTypesHint /> : undefined}
      />
      <TextField form={form} name="name" label="Name" maxLength={120} />
      <TextField form={form} name="description" label="Description" rows={5} maxLength={5000} />
    </EntityForm>
  );
}
