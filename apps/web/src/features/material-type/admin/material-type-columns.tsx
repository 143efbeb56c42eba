import type { TMaterialType } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Truncate } from '#/components/Truncate';
import { UpdatedAt, type IColumn } from '#/admin-kit';
import slugCss from '#/styles/slug.module.css';
import tableCss from '#/styles/table.module.css';

/** Slugs are usually short; a long one is cut so the table stays readable, with the rest in the tooltip. */
const SLUG_SHOWN = 32;

export const materialTypeColumns: IColumn<TMaterialType>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sort: 'name',
    className: tableCss.table__name,
    cell: (type) => type.name,
  },
  {
    id: 'slug',
    header: 'Slug',
    cell: (type) => (
      <code className={slugCss.slug}>
        <Truncate text={type.slug} max={SLUG_SHOWN} />
      </code>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    className: tableCss.table__description,
    cell: (type) => (type.description ? <Truncate text={type.description} /> : '–'),
  },
  {
    id: 'materials',
    header: 'Materials',
    className: tableCss['table__link-col'],
    cell: (type) => (
      <Link
        to="/admin/material"
        search={{ materialTypeId: type.id }}
        aria-label={`Materials of ${type.name}`}
      >
        Materials
      </Link>
    ),
  },
  {
    id: 'updated',
    header: 'Updated',
    className: tableCss.table__date,
    cell: (type) => <UpdatedAt iso={type.updatedAt} />,
  },
];
