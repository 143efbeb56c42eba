import { Case, CaseLine, OrderLine, Shipment, ShipmentLine } from '@shop/db';
import { ACTIVE_CASE_STATES, lineCaseRights, type TReturnableLine } from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';

/** Per order line: the units delivered and the day the last of them arrived (each shipment's own date). */
async function deliveries(db: Db, orderId: number) {
  const shipments = await db.repo(Shipment).find({ where: { orderId, status: 'delivered' } });
  const byLine = new Map<number, { delivered: number; deliveredOn: string | null }>();
  if (shipments.length === 0) return byLine;
  const dates = new Map(shipments.map((s) => [s.id, s.deliveredOn]));
  const parts = await db.repo(ShipmentLine).find({ where: { shipmentId: In([...dates.keys()]) } });
  for (const part of parts) {
    const seen = byLine.get(part.orderLineId) ?? { delivered: 0, deliveredOn: null };
    const on = dates.get(part.shipmentId) ?? null;
    byLine.set(part.orderLineId, {
      delivered: seen.delivered + part.quantity,
      deliveredOn: on && (!seen.deliveredOn || on > seen.deliveredOn) ? on : seen.deliveredOn,
    });
  }
  return byLine;
}

/** Per order line: the units in the order's cases that still count (not cancelled, not rejected). */
async function unitsInCases(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .repo(CaseLine)
    .createQueryBuilder('line')
    .innerJoin(Case, 'c', 'c.id = line.case_id')
    .select('line.order_line_id', 'orderLineId')
    .addSelect('SUM(line.quantity)', 'units')
    .where('c.order_id = :orderId', { orderId })
    .andWhere('c.state IN (:...states)', { states: ACTIVE_CASE_STATES })
    .groupBy('line.order_line_id')
    .getRawMany<{ orderLineId: number | string; units: number | string }>();
  return new Map(rows.map((row) => [Number(row.orderLineId), Number(row.units)]));
}

export interface ILineRights {
  line: OrderLine;
  delivered: number;
  returnable: number;
  claimable: number;
  returnBy: string | null;
  whyNot: string | null;
}

/** Every line of the order with what may still be returned or claimed of it today (YYYY-MM-DD). */
export async function lineRights(db: Db, orderId: number, today: string): Promise<ILineRights[]> {
  const [lines, delivered, inCases] = await Promise.all([
    db.repo(OrderLine).find({ where: { orderId }, order: { id: 'ASC' } }),
    deliveries(db, orderId),
    unitsInCases(db, orderId),
  ]);
  return lines.map((line) => {
    const got = delivered.get(line.id) ?? { delivered: 0, deliveredOn: null };
    const rights = lineCaseRights(
      {
        returnable: Boolean(line.returnable),
        blocker: line.returnBlocker === 'made-to-order' ? 'made-to-order' : 'final-sale',
        windowDays: line.returnWindowDays,
        delivered: got.delivered,
        deliveredOn: got.deliveredOn,
        inCases: inCases.get(line.id) ?? 0,
      },
      today,
    );
    return { line, delivered: got.delivered, ...rights };
  });
}

export const optionsText = (options: string): string => {
  if (!options) return '';
  try {
    return (JSON.parse(options) as { name: string; value: string }[])
      .map((o) => `${o.name}: ${o.value}`)
      .join(', ');
  } catch {
    return '';
  }
};

export function toReturnableLine(rights: ILineRights): TReturnableLine {
  const { line } = rights;
  return {
    lineId: line.id,
    productName: line.productName,
    options: optionsText(line.options),
    image: line.productImage,
    quantity: line.quantity,
    delivered: rights.delivered,
    returnable: rights.returnable,
    claimable: rights.claimable,
    returnBy: rights.returnBy,
    whyNot: rights.whyNot,
    restockingFeePercent: line.restockingFeePercent,
    pickupFeeCents: line.pickupFeeCents,
    note: line.returnNote,
  };
}
