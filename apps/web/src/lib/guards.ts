import { ROLE, type TCustomer, type TStaffUser } from '@shop/domain';
import { focusManager } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { IRouterContext } from './router-context';

/**
 * Route guards for `beforeLoad` (the design's web app rules). Each asks the server through the query cache; a short
 * staleTime keeps a burst of navigations (and hover preloads) to one lookup while still noticing a session that
 * ended a moment ago. A call refused later with 401 sends the browser back through the guard anyway.
 */
const GUARD_STALE_MS = 10_000;

interface IGuardArgs {
  context: IRouterContext;
  location: ParsedLocation;
}

async function currentStaffUser(context: IRouterContext): Promise<TStaffUser | null> {
  const { user } = await context.trpc.auth.getUser.fetch(undefined, { staleTime: GUARD_STALE_MS });
  return user;
}

export async function currentCustomer(context: IRouterContext): Promise<TCustomer | null> {
  const { customer } = await context.trpc.auth.getCustomerAuth.fetch(undefined, {
    staleTime: GUARD_STALE_MS,
  });
  return customer;
}

/** Forgets the remembered session answers, so the next guard (and every screen showing the user) asks again. */
async function invalidateSessionLookups(context: IRouterContext): Promise<void> {
  await Promise.all([context.trpc.auth.getUser.invalidate(), context.trpc.auth.getCustomerAuth.invalidate()]);
}

/**
 * A logout in another tab ends a session this tab still remembers as alive. Coming back to the tab forgets the
 * remembered answers, so the guard does not let the user into a screen whose every call would be refused.
 * Returns the unsubscribe function.
 */
export function invalidateSessionsOnFocus(context: IRouterContext): () => void {
  return focusManager.subscribe((focused) => {
    if (focused) void invalidateSessionLookups(context);
  });
}

/** Staff session required: otherwise /admin/login, with the full requested path to come back to. */
export async function requireStaff({ context, location }: IGuardArgs): Promise<{ staffUser: TStaffUser }> {
  const staffUser = await currentStaffUser(context);
  if (!staffUser) {
    throw redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true });
  }
  return { staffUser };
}

/**
 * ADMIN role required, on top of requireStaff (which runs first, in the parent route). The spec's roles and permissions send anyone
 * else to /admin/login, whose own guard passes a logged-in manager on to /admin/, with the reason, so that the
 * dashboard can say why they are there.
 */
export function requireAdminRole(staffUser: TStaffUser): void {
  if (staffUser.role !== ROLE.ADMIN) {
    throw redirect({ to: '/admin/login', search: { reason: 'admin-only' }, replace: true });
  }
}

/** Customer session required: otherwise /login, with the requested path to come back to. */
export async function requireCustomer({ context, location }: IGuardArgs): Promise<{ customer: TCustomer }> {
  const customer = await currentCustomer(context);
  if (!customer) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  return { customer };
}

/** /admin/login with a staff session goes straight to the back-office home, passing on why it was sent here. */
export async function redirectLoggedInStaff({ context, location }: IGuardArgs): Promise<void> {
  if (!(await currentStaffUser(context))) return;
  const adminOnly = (location.search as { reason?: unknown }).reason === 'admin-only';
  throw redirect({ to: '/admin', search: adminOnly ? { reason: 'admin-only' } : {}, replace: true });
}
