import { z } from 'zod';
import { ORDER_STATUSES } from '../order/order.js';

/** The dashboard's window: today and the 29 days before it, in UTC. */
export const DASHBOARD_DAYS = 30;
/**
 * Orders that count as sales: paid, or paid and completed; a cancelled order counts only for the part of its payment
 * it kept. Pending orders are not money made.
 */
export const SALES_ORDER_STATUSES = ['paid', 'completed'] as const;
/** Low stock is the product list's rule (LOW_STOCK_THRESHOLD): one meaning of "low" across the back-office. */
export const LOW_STOCK_ROWS = 10;
export const TOP_PRODUCT_ROWS = 5;

export const ZDashboardSalesDay = z.object({
  /** A UTC calendar day, YYYY-MM-DD. */
  day: z.string(),
  orders: z.number().int(),
  cents: z.number().int(),
  /** Promotions given in those orders (items and shipping). */
  discountCents: z.number().int(),
});
export type TDashboardSalesDay = z.infer<typeof ZDashboardSalesDay>;

export const ZDashboardSales = z.object({
  /** Every day of the window, oldest first, days without sales included as zeros. */
  days: z.array(ZDashboardSalesDay),
  totalCents: z.number().int(),
  total: z.string(),
  /** Promotions given over the window. */
  discountCents: z.number().int(),
  discount: z.string(),
  orders: z.number().int(),
  todayCents: z.number().int(),
  today: z.string(),
  todayOrders: z.number().int(),
});
export type TDashboardSales = z.infer<typeof ZDashboardSales>;

export const ZDashboardStatusCount = z.object({
  status: z.enum(ORDER_STATUSES),
  label: z.string(),
  count: z.number().int(),
});
export type TDashboardStatusCount = z.infer<typeof ZDashboardStatusCount>;

export const ZDashboardTopProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  units: z.number().int(),
  revenueCents: z.number().int(),
  revenue: z.string(),
});
export type TDashboardTopProduct = z.infer<typeof ZDashboardTopProduct>;

export const ZDashboardLowStockProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  stock: z.number().int(),
  /** Days to make more; such a product can still be ordered at 0. */
  leadTimeDays: z.number().int(),
});
export type TDashboardLowStockProduct = z.infer<typeof ZDashboardLowStockProduct>;

/** GET /api/dashboard/summary: what the back-office home shows, in one call. */
export const ZDashboardSummary = z.object({
  /** The window, both days included (UTC). */
  from: z.string(),
  to: z.string(),
  sales: ZDashboardSales,
  /** Every order status, zeros included, over all time: what is waiting is not bounded by the window. */
  ordersByStatus: z.array(ZDashboardStatusCount),
  /** By units sold in the window, at most TOP_PRODUCT_ROWS. */
  topProducts: z.array(ZDashboardTopProduct),
  lowStock: z.object({
    /** How many active products are low; `products` lists the lowest LOW_STOCK_ROWS of them. */
    total: z.number().int(),
    products: z.array(ZDashboardLowStockProduct),
  }),
  unreadMessages: z.number().int(),
  /** Carts bought in the window after their abandoned-cart reminder (restored or not). */
  recoveredCarts: z.number().int(),
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummary>;
