import type { TSocialLink } from '@shop/domain';
import { Truncate } from '#/components/Truncate';
import type { IColumn } from '#/admin-kit';
import { PLATFORM_NAMES } from './platforms';
import slugCss from '#/styles/slug.module.css';
import tableCss from '#/styles/table.module.css';

const URL_SHOWN = 48;

export const socialColumns: IColumn<TSocialLink>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sort: 'name',
    className: tableCss.table__name,
    cell: (link) => link.name,
  },
  { id: 'platform', header: 'Platform', cell: (link) => PLATFORM_NAMES[link.icon] },
  {
    id: 'url',
    header: 'Address',
    // Shown as text, not a link: the back-office lists addresses to check them, not to visit them.
    cell: (link) => (
      <code className={slugCss.slug}>
        <Truncate text={link.url} max={URL_SHOWN} />
      </code>
    ),
  },
  { id: 'position', header: 'Order', sort: 'position', cell: (link) => link.position },
];
