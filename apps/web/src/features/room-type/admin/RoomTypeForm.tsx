import { ZRoomTypeForm, type TRoomType } from '@shop/domain';
import {
  EntityForm,
  ImageField,
  SelectField,
  SlugField,
  TextField,
  useEntityForm,
  type ISelectOption,
} from '#/admin-kit';
import { trpc } from '#/lib/trpc';

/** A new room type belongs to the room in the address; a server error about it (deleted meanwhile) shows above. */
const ZCreateFields = ZRoomTypeForm.omit({ roomId: true });

export type TRoomTypeFormProps = { roomId: number } & (
  | { mode: 'create' }
  /** `rooms`: every room, for the field that moves the room type (and its products) to another one. */
  | { mode: 'update'; roomType: TRoomType; rooms: readonly ISelectOption[] }
);

const listOf = (roomId: number) => ({ to: '/admin/room/$roomId/type', params: { roomId } }) as const;

/**
 * The one form behind /admin/room/{roomId}/type/create and .../update/{typeId}. A room type is added under the
 * room in the address; editing it can move it to another room (its products go with it), which is what a room's
 * delete refusal asks staff to do, and the save then lands on that room's list.
 */
export function RoomTypeForm(props: TRoomTypeFormProps) {
  return props.mode === 'update' ? <UpdateRoomTypeForm {...props} /> : <CreateRoomTypeForm {...props} />;
}

function useSavedRoomType() {
  const utils = trpc.useUtils();
  return {
    onSaved: async (saved: TRoomType) => {
      utils.roomType.detail.setData({ id: saved.id }, saved);
      await utils.roomType.invalidate();
      // A new picture took its hotspots with it.
      await utils.hotspot.invalidate();
    },
    savedMessage: (saved: TRoomType, mode: 'create' | 'update') =>
      `Room type “${saved.name}” ${mode === 'create' ? 'created' : 'updated'}.`,
  };
}

function CreateRoomTypeForm({ roomId }: { roomId: number }) {
  const create = trpc.roomType.create.useMutation();
  const form = useEntityForm({
    schema: ZCreateFields,
    mode: 'create',
    defaults: { name: '', slug: '', description: '', image: null },
    save: (values) => create.mutateAsync({ ...values, roomId }),
    ...useSavedRoomType(),
    listTo: listOf(roomId),
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
      <SlugField form={form} name="slug" from="name" check={trpc.roomType.checkSlug} />
      <TextField form={form} name="description" label="Description" rows={6} maxLength={5000} />
    </EntityForm>
  );
}

function UpdateRoomTypeForm({
  roomId,
  roomType,
  rooms,
}: {
  roomId: number;
  roomType: TRoomType;
  rooms: readonly ISelectOption[];
}) {
  const update = trpc.roomType.update.useMutation();
  const form = useEntityForm({
    schema: ZRoomTypeForm,
    mode: 'update',
    defaults: {
      roomId: roomType.roomId,
      name: roomType.name,
      slug: roomType.slug,
      description: roomType.description,
      image: roomType.image,
    },
    save: (values) => update.mutateAsync({ ...values, id: roomType.id }),
    ...useSavedRoomType(),
    listTo: listOf(roomId),
    // Moved to another room: its list is where the room type now is.
    savedTo: (saved) => listOf(saved.roomId),
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
        excludeId={roomType.id}
      />
      <SelectField
        form={form}
        name="roomId"
        label="Room"
        placeholder="Choose a room"
        emptyValue={0}
        options={rooms}
        hint="Choose another room to move this room type there, with all of its products."
      />
      <TextField form={form} name="description" label="Description" rows={6} maxLength={5000} />
    </EntityForm>
  );
}
