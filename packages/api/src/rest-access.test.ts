import type { AnyProcedure } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { TAccess, TMeta } from './rest.js';
import { appRouter } from './router.js';
import { accessMiddlewares } from './trpc.js';

interface IProcedureDef {
  meta?: TMeta;
  middlewares: unknown[];
}

/** The access level a procedure's base procedure really enforces, read from its middleware chain. */
function enforcedAccess(def: IProcedureDef): TAccess {
  const uses = (mw: { _middlewares: unknown[] }) =>
    mw._middlewares.every((fn) => def.middlewares.includes(fn));
  if (uses(accessMiddlewares.admin as never)) return 'admin';
  if (uses(accessMiddlewares.staff as never)) return 'staff';
  if (uses(accessMiddlewares.customer as never)) return 'customer';
  if (uses(accessMiddlewares.shopper as never)) return 'shopper';
  return 'open';
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>).map(
  ([path, procedure]) => ({ path, def: procedure._def as unknown as IProcedureDef }),
);

describe('REST tables', () => {
  it('give every procedure a REST line whose access its base procedure enforces', () => {
    expect(procedures.length).toBeGreaterThan(10);
    const mismatches = procedures
      .filter(({ def }) => def.meta?.access !== enforcedAccess(def))
      .map(
        ({ path, def }) =>
          `${path}: declared ${def.meta?.access ?? 'nothing'}, enforced ${enforcedAccess(def)}`,
      );
    expect(mismatches).toEqual([]);
  });

  it('use each legacy method and path once', () => {
    const routes = procedures.map(({ def }) => `${def.meta?.openapi?.method} ${def.meta?.openapi?.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('would catch a staff line on an open procedure', () => {
    const staffDef = procedures.find(({ path }) => path === 'room.create')!.def;
    const openDef = procedures.find(({ path }) => path === 'room.detail')!.def;
    expect(enforcedAccess(staffDef)).toBe('staff');
    expect(enforcedAccess(openDef)).toBe('open');
    expect(enforcedAccess(procedures.find(({ path }) => path === 'auth.getAdminAuth')!.def)).toBe('staff');
  });
});
