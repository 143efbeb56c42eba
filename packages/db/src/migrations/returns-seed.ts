/**
 * What the Returns migration writes on both dialects: the shop's first default policy (30 days, no fees, as the
 * lines sold before it are given) and the reasons a buyer chooses from, which staff edit from then on.
 * Statements are written with backquotes; the SQLite migration turns them into double quotes.
 */
const REASONS: [label: string, fault: 'customer' | 'shop'][] = [
  ['Changed my mind', 'customer'],
  ['Does not fit', 'customer'],
  ['Not as described', 'shop'],
  ['Arrived damaged', 'shop'],
  ['Defective', 'shop'],
  ['Wrong item', 'shop'],
];

export const RETURN_SEED_ROWS: [sql: string, params: unknown[]][] = [
  [
    'INSERT INTO `return_policies` (`id`, `returnable`, `window_days`, `restocking_fee_percent`, `pickup_fee_cents`, `note`) VALUES (1, 1, 30, 0, 0, ?)',
    [''],
  ],
  ...REASONS.map(([label, fault], i): [string, unknown[]] => [
    'INSERT INTO `return_reasons` (`label`, `fault`, `active`, `sort_order`) VALUES (?, ?, 1, ?)',
    [label, fault, (i + 1) * 10],
  ]),
];
