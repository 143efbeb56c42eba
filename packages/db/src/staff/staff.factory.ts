import { ROLE } from '@shop/domain';
import { StaffMember } from '../entities/index.js';
import { type TSeedTarget, uniqueSuffix, NO_LOGIN_HASH, insert } from '../seed/factory-kit.js';

/** A MANAGER unless `role` says otherwise. */
export async function seedStaff(db: TSeedTarget, over: Partial<StaffMember> = {}): Promise<StaffMember> {
  const tag = uniqueSuffix();
  return insert(db, StaffMember, {
    name: `Staff ${tag}`,
    email: `staff-${tag}@example.com`,
    passwordHash: NO_LOGIN_HASH,
    role: ROLE.MANAGER,
    ...over,
  });
}
