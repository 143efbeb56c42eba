import { Image } from '#/components/Image';
import { Truncate } from '#/components/Truncate';
import type { IColumn } from './columns';
import { UpdatedAt } from './UpdatedAt';
import slugCss from '#/styles/slug.module.css';
import tableCss from '#/styles/table.module.css';

/** Slugs are usually short; a long one is cut so the table stays readable, with the rest in the tooltip. */
const SLUG_SHOWN = 32;

/**
 * The columns catalogue records share (rooms, room types...): thumbnail, name, slug, description, last update.
 * A screen picks the ones it shows and adds its own.
 */
export const commonColumns = {
  image: <T extends { image: string | null }>(): IColumn<T> => ({
    id: 'image',
    header: 'Image',
    headerHidden: true,
    className: tableCss['table__thumb-col'],
    cell: (row) => (
      <Image
        imageKey={row.image}
        alt=""
        width={160}
        height={120}
        sizes="64px"
        className={tableCss.table__thumb}
      />
    ),
  }),
  name: <T extends { name: string }>(): IColumn<T> => ({
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sort: 'name',
    className: tableCss.table__name,
    cell: (row) => row.name,
  }),
  slug: <T extends { slug: string }>(): IColumn<T> => ({
    id: 'slug',
    header: 'Slug',
    cell: (row) => (
      <code className={slugCss.slug}>
        <Truncate text={row.slug} max={SLUG_SHOWN} />
      </code>
    ),
  }),
  description: <T extends { description: string }>(): IColumn<T> => ({
    id: 'description',
    header: 'Description',
    className: tableCss.table__description,
    cell: (row) => (row.description ? <Truncate text={row.description} /> : '–'),
  }),
  updated: <T extends { updatedAt: string }>(): IColumn<T> => ({
    id: 'updated',
    header: 'Updated',
    className: tableCss.table__date,
    cell: (row) => <UpdatedAt iso={row.updatedAt} />,
  }),
};
