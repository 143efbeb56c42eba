import { Customer } from '../entities/index.js';
import { type TSeedTarget, uniqueSuffix, NO_LOGIN_HASH, insert } from '../seed/factory-kit.js';

export async function seedCustomer(db: TSeedTarget, over: Partial<Customer> = {}): Promise<Customer> {
  const tag = uniqueSuffix();
  return insert(db, Customer, {
    name: `Customer ${tag}`,
    email: `customer-${tag}@example.com`,
    passwordHash: NO_LOGIN_HASH,
    ...over,
  });
}
