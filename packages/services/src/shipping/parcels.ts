import { PARCEL_MAX_WEIGHT_LB, needsFreight } from '@shop/domain';

/** One box of one product, as the carrier rates it. */
export interface IParcelBox {
  weightLb: number;
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  /** How many identical boxes. */
  count: number;
}

/** An order's boxes as the carrier takes them. */
export interface IShipment {
  boxes: readonly IParcelBox[];
  /** The whole order's packaged weight, to a tenth of a pound. */
  weightLb: number;
  /** Over the carrier's parcel weight for the whole order, or any box over its parcel size: freight. */
  freight: boolean;
}

export function shipmentOf(boxes: readonly IParcelBox[]): IShipment {
  const weightLb = Math.round(boxes.reduce((sum, box) => sum + box.weightLb * box.count, 0) * 10) / 10;
  return {
    boxes,
    weightLb,
    freight: weightLb > PARCEL_MAX_WEIGHT_LB || boxes.some((box) => needsFreight(box)),
  };
}
