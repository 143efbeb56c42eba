import { Product } from '@shop/db';
import { jobUnits, needsFreight, type IJobPiece, type TDeliveryLevelKind } from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';

/** The crew units of a cart or an order delivered at a level (jobUnits of @shop/domain), from its products now. */
export async function jobUnitsOf(
  db: Db,
  lines: readonly { productId: number; quantity: number }[],
  kind: TDeliveryLevelKind,
): Promise<number> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const products = new Map(
    (await db.repo(Product).findBy({ id: In(ids), active: true })).map((p) => [p.id, p]),
  );
  const pieces: IJobPiece[] = lines.flatMap((line) => {
    const product = products.get(line.productId);
    if (!product) return [];
    const box = {
      weightLb: Number(product.packageWeightLb),
      lengthIn: product.packageLengthIn,
      widthIn: product.packageWidthIn,
      heightIn: product.packageHeightIn,
    };
    return [
      {
        quantity: line.quantity,
        freight: needsFreight(box),
        needsAssembly: Boolean(product.needsAssembly),
        assemblyMinutes: Number(product.assemblyMinutes),
      },
    ];
  });
  return jobUnits(pieces, kind);
}
