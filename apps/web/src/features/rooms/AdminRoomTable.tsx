import type { TRoom } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Icon } from '#/components/Icon';
import { Image } from '#/components/Image';
import { Tooltip } from '#/components/Tooltip';
import { Truncate } from '#/components/Truncate';

/** Slugs are usually short; a long one is cut so the table stays readable, with the rest in the tooltip. */
const SLUG_SHOWN = 32;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function UpdatedAt({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>–</>;
  return <time dateTime={iso}>{dateFormat.format(date)}</time>;
}

interface IAdminRoomTableProps {
  rooms: TRoom[];
  onDelete: (room: TRoom) => void;
}

export function AdminRoomTable({ rooms, onDelete }: IAdminRoomTableProps) {
  return (
    // The wrapper scrolls sideways on narrow screens; being focusable lets keyboard users scroll it too.
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Rooms table">
      <table className="table">
        <thead>
          <tr>
            <th scope="col" className="table__thumb-col">
              <span className="sr-only">Image</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Slug</th>
            <th scope="col">Description</th>
            <th scope="col">Updated</th>
            <th scope="col" className="table__actions-col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.id}>
              <td>
                <Image
                  imageKey={room.image}
                  alt=""
                  width={160}
                  height={120}
                  sizes="64px"
                  className="table__thumb"
                />
              </td>
              <th scope="row" className="table__name">
                {room.name}
              </th>
              <td>
                <code className="slug">
                  <Truncate text={room.slug} max={SLUG_SHOWN} />
                </code>
              </td>
              <td className="table__description">
                {room.description ? <Truncate text={room.description} /> : '–'}
              </td>
              <td className="table__date">
                <UpdatedAt iso={room.updatedAt} />
              </td>
              <td>
                <div className="table__actions">
                  <Tooltip content="Edit">
                    <Link
                      to="/admin/room/update/$id"
                      params={{ id: String(room.id) }}
                      className="icon-button"
                      aria-label={`Edit ${room.name}`}
                    >
                      <Icon name="edit" size={18} />
                    </Link>
                  </Tooltip>
                  <Tooltip content="Delete">
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={`Delete ${room.name}`}
                      onClick={() => onDelete(room)}
                    >
                      <Icon name="trash" size={18} />
                    </button>
                  </Tooltip>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
