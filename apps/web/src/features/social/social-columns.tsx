import type { TSocialLink } from '@shop/domain';
import { Truncate } from '#/components/Truncate';
import type { IColumn } from '#/admin-kit';
import { PLATFORM_NAMES } from './platforms';

const URL_SHOWN = 48;

export const socialColumns: IColumn<TSocialLink>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sort: 'name',
    className: 'table__name',
    cell: (link) => link.name,
  },
  { id: 'platform', header: 'Platform', cell: (link) => PLATFORM_NAMES[link.icon] },
  {
    id: 'url',
    header: 'Address',
    // Shown as text, not a link: the back-office lists addresses to check them, not to visit them.
    cell: (link) => (
      <code className="slug">
        <Truncate text={link.url} max={URL_SHOWN} />
      </code>
    ),
  },
  { id: 'position', header: 'Order', sort: 'position', cell: (link) => link.position },
];
