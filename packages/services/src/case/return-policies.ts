import { Product, ReturnPolicy, ReturnReason } from '@shop/db';
import {
  CASE_MESSAGES,
  needsFreight,
  policyAtSale,
  type TProductReturnPolicy,
  type TReturnPolicy,
  type TReturnReason,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { FieldValidationError, NotFoundError } from '../errors.js';

/** The shop's default policy (the one row the Returns migration wrote; written again if a restore lost it). */
export async function shopPolicy(db: Db): Promise<TReturnPolicy> {
  const row = await db.repo(ReturnPolicy).findOneBy({ id: 1 });
  return row
    ? {
        returnable: Boolean(row.returnable),
        windowDays: row.windowDays,
        restockingFeePercent: row.restockingFeePercent,
        pickupFeeCents: row.pickupFeeCents,
        note: row.note,
      }
    : { returnable: true, windowDays: 30, restockingFeePercent: 0, pickupFeeCents: 0, note: '' };
}

export async function saveShopPolicy(db: Db, policy: TReturnPolicy): Promise<TReturnPolicy> {
  await db.repo(ReturnPolicy).save({ id: 1, ...policy });
  return shopPolicy(db);
}

const productPolicyOf = (product: Product): TProductReturnPolicy => ({
  productId: product.id,
  returnable: product.returnable === null ? null : Boolean(product.returnable),
  windowDays: product.returnWindowDays,
  restockingFeePercent: product.restockingFeePercent,
  pickupFeeCents: product.pickupFeeCents,
  note: product.returnNote,
});

export async function productPolicy(db: Db, productId: number): Promise<TProductReturnPolicy> {
  return productPolicyOf(await findOrThrow(db.repo(Product), productId, 'Product'));
}

export async function saveProductPolicy(db: Db, input: TProductReturnPolicy): Promise<TProductReturnPolicy> {
  const { productId, windowDays, note, ...rest } = input;
  const { affected } = await db
    .repo(Product)
    .update({ id: productId }, { ...rest, returnWindowDays: windowDays, returnNote: note });
  if (!affected) throw new NotFoundError('Product');
  return productPolicy(db, productId);
}

/**
 * The policy checkout writes on an order line: the product's own fields, else the shop's, with a made-to-order
 * piece not returnable unless its product says so, and a pickup fee only for what goes by freight.
 */
export function linePolicyColumns(shop: TReturnPolicy, product: Product, madeToOrder: boolean) {
  const policy = policyAtSale(shop, productPolicyOf(product), {
    madeToOrder: madeToOrder || product.sellingMode === 'made-to-order',
    freight: needsFreight({
      weightLb: product.packageWeightLb,
      lengthIn: product.packageLengthIn,
      widthIn: product.packageWidthIn,
      heightIn: product.packageHeightIn,
    }),
  });
  return {
    returnable: policy.returnable,
    returnBlocker: policy.blocker,
    returnWindowDays: policy.windowDays,
    restockingFeePercent: policy.restockingFeePercent,
    pickupFeeCents: policy.pickupFeeCents,
    returnNote: policy.note,
  };
}

const reasonOf = (row: ReturnReason): TReturnReason => ({
  id: row.id,
  label: row.label,
  fault: row.fault === 'shop' ? 'shop' : 'customer',
  active: Boolean(row.active),
  sortOrder: row.sortOrder,
});

export async function listReasons(db: Db, activeOnly: boolean): Promise<TReturnReason[]> {
  const rows = await db
    .repo(ReturnReason)
    .find({ where: activeOnly ? { active: true } : {}, order: { sortOrder: 'ASC', id: 'ASC' } });
  return rows.map(reasonOf);
}

export async function saveReason(
  db: Db,
  input: {
    id?: number | undefined;
    label: string;
    fault: 'customer' | 'shop';
    active: boolean;
    sortOrder: number;
  },
): Promise<TReturnReason> {
  const { id, ...fields } = input;
  if (id !== undefined) {
    const { affected } = await db.repo(ReturnReason).update({ id }, fields);
    if (!affected) throw new NotFoundError('Return reason');
    return reasonOf(await db.repo(ReturnReason).findOneByOrFail({ id }));
  }
  return reasonOf(await db.repo(ReturnReason).save(db.repo(ReturnReason).create(fields)));
}

/** An active reason by id; an unknown or inactive one is refused on the reason field. */
export async function activeReason(db: Db, id: number): Promise<ReturnReason> {
  const row = await db.repo(ReturnReason).findOneBy({ id, active: true });
  if (!row) throw new FieldValidationError({ reasonId: [CASE_MESSAGES.reasonUnknown] });
  return row;
}
