import { ZRoomTypeForm, type TRoomType } from '@shop/domain';
import { EntityForm, ImageField, SlugField, TextField, useEntityForm } from '#/features/admin/kit';
import { trpc } from '#/lib/trpc';

/** The fields the user fills in; a server error about the room (deleted meanwhile) shows above the form. */
const ZFields = ZRoomTypeForm.omit({ roomId: true });

export type TRoomTypeFormProps = { roomId: number } & (
  { mode: 'create' } | { mode: 'update'; roomType: TRoomType }
);

/**
 * The one form behind /admin/room/{roomId}/type/create and .../update/{typeId}. The room comes from the address,
 * not from a field: a room type is added to and edited under the room it belongs to.
 */
export function RoomTypeForm(props: TRoomTypeFormProps) {
  const { roomId } = props;
  const roomType = props.mode === 'update' ? props.roomType : null;
  const utils = trpc.useUtils();
  const create = trpc.roomType.create.useMutation();
  const update = trpc.roomType.update.useMutation();
  const form = useEntityForm({
    schema: ZFields,
    mode: props.mode,
    defaults: {
      name: roomType?.name ?? '',
      slug: roomType?.slug ?? '',
      description: roomType?.description ?? '',
      image: roomType?.image ?? null,
    },
    save: (values) =>
      roomType
        ? update.mutateAsync({ ...values, roomId, id: roomType.id })
        : create.mutateAsync({ ...values, roomId }),
    onSaved: async (saved) => {
      utils.roomType.detail.setData({ id: saved.id }, saved);
      await utils.roomType.invalidate();
    },
    savedMessage: (saved, mode) => `Room type “${saved.name}” ${mode === 'create' ? 'created' : 'updated'}.`,
    listTo: { to: '/admin/room/$roomId/type', params: { roomId } },
  });

  return (
    <EntityForm
      form={form}
      createLabel="Create room type"
      aside={
        <ImageField form={form} name="image" label="Image" previewAlt="Preview of the room type image" />
      }
    >
      <TextField form={form} name="name" label="Name" maxLength={120} />
      <SlugField
        form={form}
        name="slug"
        from="name"
        check={trpc.roomType.checkSlug}
        excludeId={roomType?.id}
      />
      <TextField form={form} name="description" label="Description" rows={6} maxLength={5000} />
    </EntityForm>
  );
}
