/** The three demo accounts: an admin and a manager in the back-office, and a customer with an address. */
import { ROLE } from '@shop/domain';
import type { EntityManager } from 'typeorm';
import { Customer, StaffMember } from '../entities/index.js';
import { daysAgo, insertRows } from './seed-util.js';

export const DEMO_CUSTOMER = {
  name: 'Casey Customer',
  email: 'customer@shop.test',
  phone: '(503) 555-0148',
  addressLine1: '2417 NE Alberta St',
  addressLine2: 'Apt 3',
  city: 'Portland',
  state: 'OR',
  postalCode: '97211',
  country: 'US',
} as const;

const DEMO_STAFF = [
  { name: 'Avery Admin', email: 'admin@shop.test', role: ROLE.ADMIN, phone: '(503) 555-0101' },
  { name: 'Morgan Manager', email: 'manager@shop.test', role: ROLE.MANAGER, phone: '(503) 555-0102' },
] as const;

/** `hashes` holds one hash per account (staff first, then the customer): each gets its own salt. */
export async function insertAccounts(
  m: EntityManager,
  hashes: readonly string[],
): Promise<{ customerId: number }> {
  const created = daysAgo(400);
  await insertRows(
    m,
    StaffMember,
    DEMO_STAFF.map((s, i) => ({ ...s, passwordHash: hashes[i]!, createdAt: created, updatedAt: created })),
  );
  const since = daysAgo(200);
  await insertRows(m, Customer, [
    { ...DEMO_CUSTOMER, passwordHash: hashes[DEMO_STAFF.length]!, createdAt: since, updatedAt: since },
  ]);
  const customer = await m.findOneByOrFail(Customer, { email: DEMO_CUSTOMER.email });
  return { customerId: customer.id };
}
