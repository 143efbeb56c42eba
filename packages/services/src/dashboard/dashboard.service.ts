import { Order, OrderLine, Product } from '@shop/db';
import {
  addDays,
  DASHBOARD_DAYS,
  dayRange,
  formatUsd,
  LOW_STOCK_ROWS,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  SALES_ORDER_STATUSES,
  STATUS_LABELS,
  TOP_PRODUCT_ROWS,
  utcDay,
  type TDashboardSales,
  type TDashboardStatusCount,
  type TDashboardSummary,
  type TDashboardTopProduct,
} from '@shop/domain';
import { In, LessThanOrEqual } from 'typeorm';
import type { Db } from '../common/db.js';
import { KEPT_CENTS, MONEY_KEPT_ORDERS } from '../common/kept-money.js';
import type { CartService } from '../cart/cart.service.js';
import type { ContactService } from '../contact/contact.service.js';

/** SQLite answers DATE() as text, MariaDB as a Date at UTC midnight (the connection runs in UTC). */
const dayOf = (value: string | Date): string =>
  value instanceof Date ? utcDay(value) : String(value).slice(0, 10);

/** MariaDB answers COUNT and SUM as strings. */
type TNumber = number | string;

const SALES_PLACEHOLDERS = SALES_ORDER_STATUSES.map(() => '?').join(', ');

/**
 * The back-office home in one call: a handful of grouped queries, each reading a narrow slice (no query per day,
 * per status or per product). Days are UTC calendar days; a window bound is a YYYY-MM-DD text, which both
 * databases compare with a stored UTC datetime correctly (the room type chart counts its views the same way).
 */
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly inbox: Pick<ContactService, 'unreadCount'>,
    private readonly carts: Pick<CartService, 'recoveredSince'>,
  ) {}

  async summary(now = new Date()): Promise<TDashboardSummary> {
    const to = utcDay(now);
    const from = addDays(to, 1 - DASHBOARD_DAYS);
    const window = [from, addDays(to, 1)];
    const [sales, ordersByStatus, topProducts, lowStock, unreadMessages, recoveredCarts] = await Promise.all([
      this.sales(from, to, window),
      this.ordersByStatus(),
      this.topProducts(window),
      this.lowStock(),
      this.inbox.unreadCount(),
      this.carts.recoveredSince(new Date(`${from}T00:00:00Z`)),
    ]);
    return { from, to, sales, ordersByStatus, topProducts, lowStock, unreadMessages, recoveredCarts };
  }

  private table(entity: typeof Order | typeof OrderLine): string {
    return this.db.metadata(entity).tableName;
  }

  /**
   * The money orders kept, per UTC day of their placing, every day of the window present: paid and completed
   * orders, and cancelled ones whose payment was not all given back (a cancel may keep part of it), each less what
   * was refunded.
   */
  private async sales(from: string, to: string, window: string[]): Promise<TDashboardSales> {
    const rows = await this.db.query<{
      day: string | Date;
      orders: TNumber;
      cents: TNumber | null;
      discountCents: TNumber | null;
    }>(
      `SELECT DATE(o.created_at) AS day, COUNT(*) AS orders, SUM(${KEPT_CENTS}) AS cents,
         SUM(o.discount_cents) AS discountCents FROM ${this.table(Order)} o
         WHERE ${MONEY_KEPT_ORDERS} AND o.created_at >= ? AND o.created_at < ?
         GROUP BY DATE(o.created_at)`,
      window,
    );
    const byDay = new Map(rows.map((row) => [dayOf(row.day), row]));
    const days = dayRange(from, to).map((day) => {
      const row = byDay.get(day);
      return {
        day,
        orders: Number(row?.orders ?? 0),
        cents: Number(row?.cents ?? 0),
        discountCents: Number(row?.discountCents ?? 0),
      };
    });
    const totalCents = days.reduce((sum, d) => sum + d.cents, 0);
    const discountCents = days.reduce((sum, d) => sum + d.discountCents, 0);
    const today = days[days.length - 1]!;
    return {
      days,
      totalCents,
      total: formatUsd(totalCents),
      discountCents,
      discount: formatUsd(discountCents),
      orders: days.reduce((sum, d) => sum + d.orders, 0),
      todayCents: today.cents,
      today: formatUsd(today.cents),
      todayOrders: today.orders,
    };
  }

  private async ordersByStatus(): Promise<TDashboardStatusCount[]> {
    const rows = await this.db.query<{ status: string; total: TNumber }>(
      `SELECT status, COUNT(*) AS total FROM ${this.table(Order)} GROUP BY status`,
    );
    const counts = new Map(rows.map((row) => [row.status, Number(row.total)]));
    return ORDER_STATUSES.map((status) => ({
      status,
      label: STATUS_LABELS[status] ?? status,
      count: counts.get(status) ?? 0,
    }));
  }

  /**
   * Units sold per product in the window's paid and completed orders; the products' current names and slugs come
   * from one lookup of the winners. Lines of deleted products (no product id) have no edit screen to link to.
   */
  private async topProducts(window: string[]): Promise<TDashboardTopProduct[]> {
    const rows = await this.db.query<{ productId: TNumber; units: TNumber; cents: TNumber }>(
      `SELECT l.product_id AS productId, SUM(l.quantity) AS units, SUM(l.line_total_cents) AS cents
         FROM ${this.table(OrderLine)} l JOIN ${this.table(Order)} o ON o.id = l.order_id
         WHERE o.status IN (${SALES_PLACEHOLDERS}) AND o.created_at >= ? AND o.created_at < ?
           AND l.product_id IS NOT NULL
         GROUP BY l.product_id ORDER BY units DESC, cents DESC, productId ASC LIMIT ?`,
      [...SALES_ORDER_STATUSES, ...window, TOP_PRODUCT_ROWS],
    );
    if (!rows.length) return [];
    const products = await this.db.repo(Product).find({
      select: { id: true, name: true, slug: true },
      where: { id: In(rows.map((row) => Number(row.productId))) },
    });
    const byId = new Map(products.map((p) => [p.id, p]));
    return rows.flatMap((row) => {
      const product = byId.get(Number(row.productId));
      if (!product) return [];
      const revenueCents = Number(row.cents);
      return [
        {
          productId: product.id,
          name: product.name,
          slug: product.slug,
          units: Number(row.units),
          revenueCents,
          revenue: formatUsd(revenueCents),
        },
      ];
    });
  }

  /** Active products at or below the threshold, the emptiest first. */
  private async lowStock(): Promise<TDashboardSummary['lowStock']> {
    const where = { active: true, stock: LessThanOrEqual(LOW_STOCK_THRESHOLD) };
    const [products, total] = await Promise.all([
      this.db.repo(Product).find({
        select: { id: true, name: true, slug: true, stock: true, leadTimeDays: true },
        where,
        order: { stock: 'ASC', id: 'ASC' },
        take: LOW_STOCK_ROWS,
      }),
      this.db.repo(Product).count({ where }),
    ]);
    return {
      total,
      products: products.map(({ id, name, slug, stock, leadTimeDays }) => ({
        id,
        name,
        slug,
        stock,
        leadTimeDays,
      })),
    };
  }
}
