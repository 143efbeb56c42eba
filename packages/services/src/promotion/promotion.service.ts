import { Customer, Promotion, PromotionCustomerUse, PromotionUse, RoomType, type Product } from '@shop/db';
import {
  CUSTOMER_GROUPS,
  PROMOTION_MESSAGES,
  bestDiscount,
  formatUsd,
  normalizeCode,
  promotionSummary,
  type IDiscountPlan,
  type IPaginated,
  type IPromotionLine,
  type IPromotionRule,
  type TCustomerGroup,
  type TPromotion,
  type TPromotionForm,
  type TPromotionKind,
  type TPromotionListInput,
  type TPromotionUsage,
} from '@shop/domain';
import { In, IsNull } from 'typeorm';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import {
  allOf,
  bool,
  isoDate,
  pagedList,
  searchCondition,
  sortOf,
  type TRow,
} from '../common/reads/paged-query.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import { claimPromotionUses } from './promotion-claims.js';

export { releasePromotionUses } from './promotion-claims.js';

/** Ids as the entity gives them (an array) or as a raw list row does (comma-separated text). */
const idList = (value: number[] | string | null): number[] =>
  Array.isArray(value) ? value : value ? value.split(',').map(Number) : [];
const dateOrNull = (value: Date | string | null) => (value === null ? null : isoDate(value));

/** The one promotion mapper, for entities and raw list rows alike. */
export function toPromotion(row: TRow<Promotion>): TPromotion {
  const kind = row.kind as TPromotionKind;
  const percent = Number(row.percent);
  const amountCents = Number(row.amountCents);
  return {
    id: Number(row.id),
    name: row.name,
    code: row.code ?? '',
    kind,
    percent,
    amountCents,
    stackable: bool(row.stackable),
    active: bool(row.active),
    minSubtotalCents: Number(row.minSubtotalCents),
    productIds: idList(row.productIds as number[] | string),
    roomTypeIds: idList(row.roomTypeIds as number[] | string),
    roomIds: idList(row.roomIds as number[] | string),
    materialIds: idList(row.materialIds as number[] | string),
    customerIds: idList(row.customerIds as number[] | string),
    customerGroup: (row.customerGroup as TCustomerGroup | null) ?? null,
    startsAt: dateOrNull(row.startsAt),
    endsAt: dateOrNull(row.endsAt),
    maxUses: row.maxUses === null ? null : Number(row.maxUses),
    maxUsesPerCustomer: row.maxUsesPerCustomer === null ? null : Number(row.maxUsesPerCustomer),
    usedCount: Number(row.usedCount),
    summary: promotionSummary({ kind, percent, amountCents }),
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

function toRule(p: Promotion, customerUses: number): IPromotionRule {
  return {
    id: p.id,
    name: p.name,
    code: p.code,
    kind: p.kind as TPromotionKind,
    percent: p.percent,
    amountCents: p.amountCents,
    stackable: p.stackable,
    active: p.active,
    minSubtotalCents: p.minSubtotalCents,
    productIds: p.productIds,
    roomTypeIds: p.roomTypeIds,
    roomIds: p.roomIds,
    materialIds: p.materialIds,
    customerIds: p.customerIds,
    customerGroup: (p.customerGroup as TCustomerGroup | null) ?? null,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    maxUses: p.maxUses,
    maxUsesPerCustomer: p.maxUsesPerCustomer,
    usedCount: p.usedCount,
    customerUses,
  };
}

/** What the entity stores of a form: an empty code is an automatic promotion (NULL). */
const toColumns = (form: TPromotionForm) => ({
  ...form,
  code: form.code === '' ? null : form.code,
  startsAt: form.startsAt ? new Date(form.startsAt) : null,
  endsAt: form.endsAt ? new Date(form.endsAt) : null,
});

export interface IPromotionDeps {
  now: TClock;
}

/** A priced cart as the promotions read it: each line's product and what the line costs. */
export interface IPromotionCart {
  lines: readonly { product: Pick<Product, 'id' | 'roomTypeId'>; lineTotalCents: number }[];
}

/** Works out the best discount of a cart once the cheapest shipping price is known (see priceCart). */
export type TDiscountPlanner = (cheapestShippingCents: number) => IDiscountPlan;

/**
 * Promotions: the back-office CRUD and usage report, the discount of a cart (planner), and the uses an order
 * holds, taken with conditional UPDATEs inside the order's transaction (claim) and given back when an unpaid
 * order is cancelled or expires (releasePromotionUses).
 */
export class PromotionService {
  constructor(
    private readonly db: Db,
    private readonly deps: IPromotionDeps,
  ) {}

  private get promotions() {
    return this.db.repo(Promotion);
  }

  list(input: TPromotionListInput): Promise<IPaginated<TPromotion>> {
    return pagedList(this.db, Promotion, {
      where: allOf(searchCondition(['name', 'code'], input.search)),
      sort: sortOf(input.sort),
      page: input.page,
      map: toPromotion,
    });
  }

  async detail(id: number): Promise<TPromotion> {
    return toPromotion(await findOrThrow(this.promotions, id, 'Promotion'));
  }

  async create(form: TPromotionForm): Promise<TPromotion> {
    await this.refuseTakenCode(form.code, undefined);
    const result = await this.writeChecked(form, undefined, () =>
      this.promotions.insert(this.promotions.create(toColumns(form))),
    );
    return this.detail(Number(result.identifiers[0]!.id));
  }

  async update(id: number, form: TPromotionForm): Promise<TPromotion> {
    const row = await findOrThrow(this.promotions, id, 'Promotion');
    await this.writeChecked(form, id, () => this.promotions.save(Object.assign(row, toColumns(form))));
    return this.detail(id);
  }

  /** A promotion some order used stays (the usage report names it): deactivate it instead. */
  async delete(id: number): Promise<void> {
    await findOrThrow(this.promotions, id, 'Promotion');
    if (await this.db.repo(PromotionUse).exists({ where: { promotionId: id } }))
      throw new ConflictError(PROMOTION_MESSAGES.inUse);
    await this.promotions.delete({ id });
  }

  private async writeChecked<R>(form: TPromotionForm, id: number | undefined, write: () => Promise<R>) {
    await this.refuseTakenCode(form.code, id);
    try {
      return await write();
    } catch (error) {
      await this.refuseTakenCode(form.code, id);
      throw error;
    }
  }

  private async refuseTakenCode(code: string, id: number | undefined) {
    if (code === '') return;
    const holder = await this.promotions.findOne({ where: { code }, select: { id: true } });
    if (holder && holder.id !== id) throw new FieldValidationError({ code: [PROMOTION_MESSAGES.codeTaken] });
  }

  /**
   * Reads what the rule needs for this cart and buyer (the automatic promotions, the one with the typed code,
   * the buyer's group and uses, each line's room and materials) and answers the pure planner. No transaction.
   */
  /** `customerId` null: a guest, who gets only promotions open to anyone (no per-customer limit or condition). */
  async planner(
    cart: IPromotionCart,
    customerId: number | null,
    code: string | undefined,
  ): Promise<TDiscountPlanner> {
    const typed = code ? normalizeCode(code) : '';
    const [automatic, coded, customer] = await Promise.all([
      this.promotions.find({ where: { code: IsNull(), active: true } }),
      typed ? this.promotions.find({ where: { code: typed } }) : Promise.resolve([]),
      customerId === null
        ? Promise.resolve(null)
        : this.db
            .repo(Customer)
            .findOne({ where: { id: customerId }, select: { id: true, customerGroup: true } }),
    ]);
    const all = [...automatic, ...coded];
    const uses =
      all.length && customerId !== null
        ? await this.db
            .repo(PromotionCustomerUse)
            .find({ where: { customerId, promotionId: In(all.map((p) => p.id)) } })
        : [];
    const usesOf = new Map(uses.map((u) => [u.promotionId, u.count]));
    const rules = all.map((p) => toRule(p, usesOf.get(p.id) ?? 0));
    const lines = await this.promotionLines(cart, rules);
    const group = (CUSTOMER_GROUPS as readonly string[]).includes(customer?.customerGroup ?? '')
      ? (customer!.customerGroup as TCustomerGroup)
      : 'none';
    const now = this.deps.now();
    return (cheapestShippingCents) =>
      bestDiscount({
        promotions: rules,
        code: typed || null,
        lines,
        buyer: { id: customerId, group },
        now,
        cheapestShippingCents,
      });
  }

  /** The cart's lines as the rule sees them; rooms and materials are read only when some promotion asks. */
  private async promotionLines(cart: IPromotionCart, rules: IPromotionRule[]): Promise<IPromotionLine[]> {
    const needRooms = rules.some((r) => r.roomIds.length > 0);
    const needMaterials = rules.some((r) => r.materialIds.length > 0);
    const productIds = [...new Set(cart.lines.map((l) => l.product.id))];
    const roomOf = new Map<number, number>();
    if (needRooms) {
      const types = await this.db.repo(RoomType).find({
        where: { id: In([...new Set(cart.lines.map((l) => l.product.roomTypeId))]) },
        select: { id: true, roomId: true },
      });
      for (const t of types) roomOf.set(t.id, t.roomId);
    }
    const materialsOf = new Map<number, number[]>();
    if (needMaterials && productIds.length) {
      const rows: { productId: number | string; materialId: number | string }[] = await this.db.query(
        `SELECT product_id AS productId, material_id AS materialId FROM product_materials WHERE product_id IN (${productIds.map(() => '?').join(',')})`,
        productIds,
      );
      for (const row of rows) {
        const id = Number(row.productId);
        materialsOf.set(id, [...(materialsOf.get(id) ?? []), Number(row.materialId)]);
      }
    }
    return cart.lines.map((line) => ({
      productId: line.product.id,
      roomTypeId: line.product.roomTypeId,
      roomId: roomOf.get(line.product.roomTypeId) ?? 0,
      materialIds: materialsOf.get(line.product.id) ?? [],
      amountCents: line.lineTotalCents,
    }));
  }

  /** The same service over `tx`: what it writes joins that transaction (the order's, for claim). */
  over(tx: Db): PromotionService {
    return new PromotionService(tx, this.deps);
  }

  /**
   * Takes one use of every promotion applied to the order, under their limits (see claimPromotionUses); one that
   * cannot be taken refuses the whole order. Call it on the service over the order's transaction (over).
   */
  claim(orderId: number, customerId: number | null, plan: IDiscountPlan): Promise<void> {
    return claimPromotionUses(this.db, orderId, customerId, plan, this.deps.now());
  }

  /** Usage per promotion: paid (or further) orders that used it, what it took off, and unpaid orders holding one. */
  async usage(range: { from?: string | undefined; to?: string | undefined }): Promise<TPromotionUsage> {
    const params: unknown[] = [];
    let dates = '';
    if (range.from) {
      dates += ' AND u.created_at >= ?';
      params.push(`${range.from} 00:00:00`);
    }
    if (range.to) {
      dates += ' AND u.created_at < ?';
      // The day after, as text both databases compare with their stored UTC datetimes.
      params.push(
        `${new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)} 00:00:00`,
      );
    }
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT p.id AS promotionId, p.name AS name, p.code AS code,
        SUM(CASE WHEN o.status NOT IN ('pending', 'cancelled') THEN 1 ELSE 0 END) AS uses,
        SUM(CASE WHEN o.status NOT IN ('pending', 'cancelled') THEN u.items_cents + u.shipping_cents ELSE 0 END) AS discountCents,
        SUM(CASE WHEN o.status = 'pending' AND u.released = ? THEN 1 ELSE 0 END) AS pending
       FROM promotions p
       LEFT JOIN promotion_uses u ON u.promotion_id = p.id${dates}
       LEFT JOIN orders o ON o.id = u.order_id
       GROUP BY p.id, p.name, p.code
       ORDER BY discountCents DESC, p.id ASC`,
      [false, ...params],
    );
    return {
      rows: rows.map((r) => {
        const discountCents = Number(r.discountCents ?? 0);
        return {
          promotionId: Number(r.promotionId),
          name: String(r.name),
          code: r.code === null ? '' : String(r.code),
          uses: Number(r.uses ?? 0),
          discountCents,
          discount: formatUsd(discountCents),
          pending: Number(r.pending ?? 0),
        };
      }),
    };
  }
}
