import type { OpenApiMeta } from 'trpc-to-openapi';

/**
 * Who may call a procedure. Each level is one base procedure: `open` is publicProcedure (or a session lookup or
 * rate-limited auth base), `staff` staffProcedure, `admin` adminOnlyProcedure, `customer` customerProcedure.
 * `shopper` is shopperProcedure: the customer's session, or else a guest's cart session (made by the call).
 * A test walks the app router and fails when a procedure's base disagrees with its REST line.
 */
export type TAccess = 'open' | 'staff' | 'admin' | 'customer' | 'shopper';

/** Error statuses a call answers beyond those its method, path and access imply (see openapi.ts). */
type TExtraStatus = 401 | 402 | 404 | 409 | 429;

export type TMeta = OpenApiMeta & {
  access?: TAccess;
  statuses?: readonly TExtraStatus[];
  /** The call answers 204 with no body over REST (fire-and-forget calls such as recording a view). */
  noContent?: boolean;
  /**
   * Over REST only, the status of an answer that is a refusal although the call worked (a declined card: 402 with
   * the result and its message), so that a legacy client reading only the status is not told "success". tRPC
   * clients read the result itself and still get it with 200. Undefined: 200.
   */
  restStatus?: (output: unknown) => number | undefined;
  /**
   * A mutation that changes nothing (a mail template's preview, a POST only because its input is too long for a
   * query string): it leaves no audit entry, else every keystroke of the editor would.
   */
  readOnly?: boolean;
};

/**
 * One line of a domain's REST table: the spec's exact method and path (below /api), the access, a summary, and
 * the error statuses the document cannot guess (409 for a refused delete, 429 for a rate-limited call...).
 */
export type TRestLine = readonly [
  method: 'GET' | 'POST',
  path: `/${string}`,
  access: TAccess,
  summary: string,
  statuses?: readonly TExtraStatus[],
];

/**
 * Builds the procedure metadata of one domain from its REST table, so that every legacy path, its method and who
 * may call it read as one table per domain (`<domain>.rest.ts`).
 */
export function restTable<K extends string>(
  tag: string,
  lines: Record<K, TRestLine>,
): Record<K, TMeta & { access: TAccess }> {
  const table = {} as Record<K, TMeta & { access: TAccess }>;
  for (const key of Object.keys(lines) as K[]) {
    const [method, path, access, summary, statuses = []] = lines[key];
    table[key] = {
      access,
      statuses,
      openapi: { method, path, tags: [tag], summary, protect: access !== 'open' },
    };
  }
  return table;
}
