import { trpc } from '#/lib/trpc';
import checkboxCss from '#/styles/checkbox.module.css';
import css from '#/styles/PromotionAdmin.module.css';

/** The room types a promotion is limited to, ticked per room (none ticked: any room type). */
export function RoomTypeChecklist({
  value,
  onChange,
}: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const rooms = trpc.roomType.listByRoom.useQuery();
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange([...next].sort((a, b) => a - b));
  };
  return (
    <fieldset className={css.checklist}>
      <legend>Room types (none ticked: any room type)</legend>
      {rooms.data?.map((room) =>
        room.roomTypes.length === 0 ? null : (
          <div key={room.id} className={css.checklist__room}>
            <span className={css.checklist__name}>{room.name}</span>
            {room.roomTypes.map((type) => (
              <label key={type.id} className={checkboxCss.checkbox}>
                <input
                  type="checkbox"
                  checked={chosen.has(type.id)}
                  onChange={(event) => toggle(type.id, event.target.checked)}
                />
                {type.name}
              </label>
            ))}
          </div>
        ),
      )}
    </fieldset>
  );
}
