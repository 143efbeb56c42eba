import type { TRoom } from '@shop/domain';
import { Image } from '#/components/Image';
import { Truncate } from '#/components/Truncate';
import type { IColumn } from '#/features/admin/kit';

/** Slugs are usually short; a long one is cut so the table stays readable, with the rest in the tooltip. */
const SLUG_SHOWN = 32;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function UpdatedAt({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>–</>;
  return <time dateTime={iso}>{dateFormat.format(date)}</time>;
}

export const roomColumns: IColumn<TRoom>[] = [
  {
    id: 'image',
    header: 'Image',
    headerHidden: true,
    className: 'table__thumb-col',
    cell: (room) => (
      <Image imageKey={room.image} alt="" width={160} height={120} sizes="64px" className="table__thumb" />
    ),
  },
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sort: 'name',
    className: 'table__name',
    cell: (room) => room.name,
  },
  {
    id: 'slug',
    header: 'Slug',
    cell: (room) => (
      <code className="slug">
        <Truncate text={room.slug} max={SLUG_SHOWN} />
      </code>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    className: 'table__description',
    cell: (room) => (room.description ? <Truncate text={room.description} /> : '–'),
  },
  {
    id: 'updated',
    header: 'Updated',
    className: 'table__date',
    cell: (room) => <UpdatedAt iso={room.updatedAt} />,
  },
];
