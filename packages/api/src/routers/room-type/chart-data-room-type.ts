import { ZRoomTypeChart, ZRoomTypeChartInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { roomTypeRest } from './room-type.rest.js';

/** Visit statistics are back-office data, unlike the catalogue itself. */
export const chartDataRoomTypeRoute = staffProcedure
  .meta(roomTypeRest.chartData)
  .input(ZRoomTypeChartInput)
  .output(ZRoomTypeChart)
  .query(({ ctx, input }) => ctx.services.roomType.chartData(input));
