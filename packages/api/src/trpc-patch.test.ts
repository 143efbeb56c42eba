import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { initTRPC } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

/**
 * What `patches/@trpc__server@11.19.0.patch` changes in tRPC's procedure calls, each hunk kept because `pnpm bench`
 * showed it pays (README, "How lists are read"). Each test fails on the unpatched package.
 */
const t = initTRPC.create();
const ZCard = z.object({ id: z.number(), name: z.string() });
const ZPage = z.object({ data: z.array(ZCard), total: z.number() });

describe('the patched @trpc/server', () => {
  it('answers a kept answer object with the output it was validated to before', async () => {
    // A kept answer is the very same (frozen) object for every request until a write retires it.
    const kept = Object.freeze({ data: [Object.freeze({ id: 1, name: 'Oak chair' })], total: 1 });
    const router = t.router({ page: t.procedure.output(ZPage).query(() => kept) });
    const caller = t.createCallerFactory(router)({});
    const first = await caller.page();
    expect(first).toEqual(kept);
    // The same output object again: the server's JSON memo then writes its text once (json-memo.ts).
    expect(await caller.page()).toBe(first);
    // A new answer is validated afresh.
    const fresh = t.router({ page: t.procedure.output(ZPage).query(() => ({ ...kept })) });
    const freshCaller = t.createCallerFactory(fresh)({});
    expect(await freshCaller.page()).not.toBe(await freshCaller.page());
  });

  it('parses a Zod 4 schema synchronously, and asynchronously only when the schema needs it', async () => {
    const parseAsync = vi.spyOn(ZPage, 'parseAsync');
    const router = t.router({
      page: t.procedure.output(ZPage).query(() => ({ data: [{ id: 2, name: 'Pine shelf' }], total: 1 })),
      checked: t.procedure
        .input(z.object({ id: z.number() }).refine(async ({ id }) => id > 0, 'Positive ids only.'))
        .query(({ input }) => input.id),
    });
    const caller = t.createCallerFactory(router)({});
    expect(await caller.page()).toEqual({ data: [{ id: 2, name: 'Pine shelf' }], total: 1 });
    expect(parseAsync).not.toHaveBeenCalled();
    // An async refinement still runs, with the same ZodError on invalid data.
    expect(await caller.checked({ id: 3 })).toBe(3);
    await expect(caller.checked({ id: -1 })).rejects.toThrow('Positive ids only.');
    parseAsync.mockRestore();
  });
});

describe('the patched @trpc/server build', () => {
  it('spreads the context and input of each middleware call natively, not through the key-by-key helper', () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@trpc/server'));
    const file = readdirSync(dist).find((name) => /^initTRPC-.*\.mjs$/.test(name));
    const source = readFileSync(path.join(dist, file!), 'utf8');
    const body = (name: string) => source.slice(source.indexOf(`function ${name}(`)).split('\n}\n')[0]!;
    for (const name of ['callRecursive', 'createInputMiddleware']) {
      expect(body(name)).toContain('...opts');
      expect(body(name)).not.toContain('_objectSpread2(');
    }
  });
});
