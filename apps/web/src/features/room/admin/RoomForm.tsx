import { ZRoomForm, type TRoom } from '@shop/domain';
import { EntityForm, ImageField, SlugField, TextField, useEntityForm } from '#/admin-kit';
import { trpc } from '#/lib/trpc';

export type TRoomFormProps = { mode: 'create' } | { mode: 'update'; room: TRoom };

/** The one form behind /admin/room/create and /admin/room/update/{id} (the spec's screens and routes). */
export function RoomForm(props: TRoomFormProps) {
  const room = props.mode === 'update' ? props.room : null;
  const utils = trpc.useUtils();
  const create = trpc.room.create.useMutation();
  const update = trpc.room.update.useMutation();
  const form = useEntityForm({
    schema: ZRoomForm,
    mode: props.mode,
    defaults: {
      name: room?.name ?? '',
      slug: room?.slug ?? '',
      description: room?.description ?? '',
      image: room?.image ?? null,
    },
    save: (values) => (room ? update.mutateAsync({ id: room.id, ...values }) : create.mutateAsync(values)),
    onSaved: async (saved) => {
      utils.room.detail.setData({ id: saved.id }, saved);
      await utils.room.invalidate();
      // A new picture took its hotspots with it.
      await utils.hotspot.invalidate();
    },
    savedMessage: (saved, mode) => `Room “${saved.name}” ${mode === 'create' ? 'created' : 'updated'}.`,
    listTo: '/admin/room',
  });

  return (
    <EntityForm
      form={form}
      createLabel="Create room"
      aside={<ImageField form={form} name="image" label="Image" previewAlt="Preview of the room image" />}
    >
      <TextField form={form} name="name" label="Name" maxLength={120} />
      <SlugField form={form} name="slug" from="name" check={trpc.room.checkSlug} excludeId={room?.id} />
      <TextField form={form} name="description" label="Description" rows={6} maxLength={5000} />
    </EntityForm>
  );
}
