import { z } from 'zod';
import { ZListParam, ZPageInput, ZPaginated } from '../common/pagination.js';
import { ZMyAccount, ZMyAccountForm } from '../account/account.js';
import { ZId, ZSearch } from '../common/fields.js';
import { CUSTOMER_SORTS, CUSTOMER_STATUS_FILTERS } from './customer-list.js';
import { CUSTOMER_GROUPS } from '../promotion/promotion.js';

/** What a customer has bought: paid orders, the items in them, and what they paid in all. */
export const ZCustomerOrderStats = z.object({
  orderCount: z.number().int(),
  itemCount: z.number().int(),
  totalSpentCents: z.number().int(),
  totalSpent: z.string(),
});
export type TCustomerOrderStats = z.infer<typeof ZCustomerOrderStats>;

/** One row of the customer list. */
export const ZCustomerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  blocked: z.boolean(),
  orderCount: z.number().int(),
  totalSpentCents: z.number().int(),
  totalSpent: z.string(),
  createdAt: z.string(),
});
export type TCustomerRow = z.infer<typeof ZCustomerRow>;

export const ZCustomerListInput = ZPageInput.extend({
  search: ZSearch,
  status: ZListParam(z.enum(CUSTOMER_STATUS_FILTERS), 'all'),
  sort: ZListParam(z.enum(CUSTOMER_SORTS), '-createdAt'),
});
export type TCustomerListInput = z.infer<typeof ZCustomerListInput>;
export const ZCustomerList = ZPaginated(ZCustomerRow);

/** One customer with their details, the block flag and what they bought. */
export const ZCustomerAdminDetail = ZMyAccount.extend({
  blocked: z.boolean(),
  /** none, trade or designer: promotions may be limited to a group. */
  customerGroup: z.enum(CUSTOMER_GROUPS),
  createdAt: z.string(),
  updatedAt: z.string(),
  stats: ZCustomerOrderStats,
});
export type TCustomerAdminDetail = z.infer<typeof ZCustomerAdminDetail>;

/**
 * The back-office form: the details a customer edits in their account, and the block. `blocked` left out keeps
 * the customer's block as it is; true ends every session of theirs and refuses their logins.
 */
export const ZCustomerAdminForm = ZMyAccountForm.safeExtend({
  blocked: z.boolean().optional(),
  /** Left out: the customer's group stays as it is. */
  customerGroup: z.enum(CUSTOMER_GROUPS, 'Choose none, trade or designer.').optional(),
});
export type TCustomerAdminForm = z.infer<typeof ZCustomerAdminForm>;
export const ZCustomerAdminUpdateInput = ZCustomerAdminForm.safeExtend({ id: ZId });
export type TCustomerAdminUpdateInput = z.infer<typeof ZCustomerAdminUpdateInput>;

/** Block or unblock alone, for the back-office's Block button (no detail is sent, so none is overwritten). */
export const ZCustomerBlockInput = z.object({ id: ZId, blocked: z.boolean() });

/** GET /api/order/getQuantityByCustomerId/{id}. */
export const ZCustomerStatsAnswer = ZCustomerOrderStats.extend({ customerId: z.number().int() });

/** A customer's orders for the back-office, newest first, any status. */
export const ZCustomerOrdersByIdInput = ZPageInput.extend({ id: ZId });
