import type { TMaterial } from '@shop/domain';
import { Image } from '#/components/Image';
import { Truncate } from '#/components/Truncate';
import { UpdatedAt, type IColumn } from '#/admin-kit';
import tableCss from '#/styles/table.module.css';

export const materialColumns: IColumn<TMaterial>[] = [
  {
    id: 'swatch',
    header: 'Swatch',
    headerHidden: true,
    className: tableCss['table__thumb-col'],
    cell: (material) => (
      <Image
        imageKey={material.image}
        alt=""
        width={160}
        height={120}
        sizes="64px"
        className={tableCss.table__thumb}
      />
    ),
  },
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sort: 'name',
    className: tableCss.table__name,
    cell: (material) => material.name,
  },
  {
    id: 'type',
    header: 'Type',
    cell: (material) => material.materialTypeName,
  },
  {
    id: 'description',
    header: 'Description',
    className: tableCss.table__description,
    cell: (material) => (material.description ? <Truncate text={material.description} /> : '–'),
  },
  {
    id: 'updated',
    header: 'Updated',
    className: tableCss.table__date,
    cell: (material) => <UpdatedAt iso={material.updatedAt} />,
  },
];
