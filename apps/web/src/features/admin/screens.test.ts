import { ROLE, type TStaffUser } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, screenOf, screensFor, type IAdminScreen } from './screens';

const staff = (role: TStaffUser['role']) =>
  ({ id: 1, name: 'Sam', email: 's@shop.test', role }) as TStaffUser;
const withAdminOnly: IAdminScreen[] = [
  ...ADMIN_SCREENS,
  { to: '/admin/room/create', label: 'Secret', icon: 'key', adminOnly: true },
];

describe('admin screens', () => {
  it('finds the screen a path belongs to by its longest base', () => {
    expect(screenOf('/admin/room/update/4')?.label).toBe('Rooms');
    expect(screenOf('/admin/room/3/type/update/4')?.label).toBe('Rooms');
    expect(screenOf('/admin/room/3/type')?.adminOnly).toBe(false);
    expect(screenOf('/admin/')?.label).toBe('Dashboard');
    expect(screenOf('/admin/roomy')?.label).toBe('Dashboard');
    expect(screenOf('/admin/material/type/update/2')?.label).toBe('Material types');
    expect(screenOf('/admin/material/update/2')?.label).toBe('Materials');
    expect(screenOf('/admin/room/create/', withAdminOnly)?.adminOnly).toBe(true);
  });

  it('hides admin-only screens from a manager, not from an admin', () => {
    // Written against the labels, not the table's length: every domain adds its row to the table.
    const forManager = screensFor(staff(ROLE.MANAGER), withAdminOnly).map((s) => s.label);
    expect(forManager).toEqual(
      expect.arrayContaining(['Dashboard', 'Rooms', 'Products', 'Materials', 'Material types', 'Gallery']),
    );
    expect(forManager).not.toContain('Secret');
    expect(forManager).not.toContain('Site information');
    expect(screensFor(staff(ROLE.ADMIN), withAdminOnly)).toHaveLength(withAdminOnly.length);
  });

  it('keeps staff, customers and the audit log, with their create and update pages, for ADMINs', () => {
    for (const path of ['/admin/hrm', '/admin/hrm/update/3', '/admin/customer/update/7', '/admin/audit']) {
      expect(screenOf(path)?.adminOnly, path).toBe(true);
    }
    const forManager = screensFor(staff(ROLE.MANAGER)).map((s) => s.label);
    for (const label of ['Staff', 'Customers', 'Audit log']) expect(forManager).not.toContain(label);
  });
});
