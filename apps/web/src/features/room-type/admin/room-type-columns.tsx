import type { TRoomType } from '@shop/domain';
import { commonColumns, type IColumn } from '#/admin-kit';

export const roomTypeColumns: IColumn<TRoomType>[] = [
  commonColumns.image(),
  commonColumns.name(),
  commonColumns.slug(),
  commonColumns.description(),
  commonColumns.updated(),
];
