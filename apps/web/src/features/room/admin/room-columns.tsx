import type { TRoom } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { commonColumns, type IColumn } from '#/admin-kit';
import tableCss from '#/styles/table.module.css';

export const roomColumns: IColumn<TRoom>[] = [
  commonColumns.image(),
  commonColumns.name(),
  commonColumns.slug(),
  commonColumns.description(),
  {
    id: 'types',
    header: 'Room types',
    headerHidden: true,
    className: tableCss['table__link-col'],
    // The visible words start the accessible name, so voice control users can say what they see.
    cell: (room) => (
      <Link
        to="/admin/room/$roomId/type"
        params={{ roomId: room.id }}
        aria-label={`Room types in ${room.name}`}
      >
        Room types
      </Link>
    ),
  },
  commonColumns.updated(),
];
