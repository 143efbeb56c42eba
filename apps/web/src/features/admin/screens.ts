import { ROLE, type TStaffUser } from '@shop/domain';
import type { TIconName } from '#/components/Icon';
import { requireAdminRole } from '#/lib/guards';
import type { TRoutePath } from '#/lib/route-paths';

export interface IAdminScreen {
  /** Where the screen lives; its create and update pages sit under it and share its access rule. */
  to: TRoutePath & `/admin${string}`;
  label: string;
  icon: TIconName;
  /** ADMIN role only (the spec's roles and permissions: hrm, customers, orders, site information); any staff member otherwise. */
  adminOnly: boolean;
}

/**
 * The back-office screens, in sidebar order. The sidebar lists them and the panel guard reads the same rows, so a
 * screen cannot be hidden from managers in one place and left open in the other. A new screen is one line here.
 */
export const ADMIN_SCREENS = [
  { to: '/admin', label: 'Dashboard', icon: 'dashboard', adminOnly: false },
  { to: '/admin/room', label: 'Rooms', icon: 'rooms', adminOnly: false },
  { to: '/admin/product', label: 'Products', icon: 'image', adminOnly: false },
  { to: '/admin/material', label: 'Materials', icon: 'swatch', adminOnly: false },
  { to: '/admin/material/type', label: 'Material types', icon: 'layers', adminOnly: false },
  { to: '/admin/social', label: 'Social links', icon: 'link', adminOnly: false },
  { to: '/admin/gallery', label: 'Gallery', icon: 'image', adminOnly: false },
  { to: '/admin/order', label: 'Orders', icon: 'truck', adminOnly: true },
  { to: '/admin/case', label: 'Returns', icon: 'cart', adminOnly: false },
  { to: '/admin/contact', label: 'Messages', icon: 'mail', adminOnly: false },
  { to: '/admin/outbox', label: 'Outbox', icon: 'mail', adminOnly: false },
  { to: '/admin/webhooks', label: 'Webhooks', icon: 'link', adminOnly: true },
  { to: '/admin/mail-templates', label: 'Mail templates', icon: 'mail', adminOnly: true },
  { to: '/admin/customer', label: 'Customers', icon: 'team', adminOnly: true },
  { to: '/admin/hrm', label: 'Staff', icon: 'badge', adminOnly: true },
  { to: '/admin/information', label: 'Site information', icon: 'pin', adminOnly: true },
  { to: '/admin/tax', label: 'Sales tax', icon: 'card', adminOnly: true },
  { to: '/admin/delivery', label: 'Delivery', icon: 'truck', adminOnly: false },
  { to: '/admin/promotions', label: 'Promotions', icon: 'card', adminOnly: false },
  { to: '/admin/audit', label: 'Audit log', icon: 'history', adminOnly: true },
] as const satisfies readonly IAdminScreen[];

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The screen a path belongs to: the one with the longest matching base, so /admin/room/create is "Rooms". */
export function screenOf(
  pathname: string,
  screens: readonly IAdminScreen[] = ADMIN_SCREENS,
): IAdminScreen | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let found: IAdminScreen | undefined;
  for (const screen of screens) {
    if (isUnder(path, screen.to) && (!found || screen.to.length > found.to.length)) found = screen;
  }
  return found;
}

function canOpen(screen: IAdminScreen, user: TStaffUser): boolean {
  return !screen.adminOnly || user.role === ROLE.ADMIN;
}

/** The panel guard's role check: an admin-only screen (and everything under it) needs the ADMIN role. */
export function requireScreenRole(pathname: string, user: TStaffUser): void {
  const screen = screenOf(pathname);
  if (screen?.adminOnly) requireAdminRole(user);
}

/** The screens the sidebar offers this user: a manager never sees a link that would only send them away. */
export function screensFor(
  user: TStaffUser,
  screens: readonly IAdminScreen[] = ADMIN_SCREENS,
): IAdminScreen[] {
  return screens.filter((screen) => canOpen(screen, user));
}
