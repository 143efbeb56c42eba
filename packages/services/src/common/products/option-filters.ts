import { CARD_SWATCHES, parseOptionValue, type TOptionFacet, type TProductCard } from '@shop/domain';
import type { Db } from '../db.js';
import type { ISqlCondition } from '../reads/paged-query.js';
import { placeholders } from '../sql-values.js';

/**
 * Filters and facets by what a product offers the buyer to choose (its option values), shared by the room type
 * shelf and the storefront search. The products table is aliased `p`. Values are compared as stored: the filter's
 * values come from the facets, which list them as the products name them.
 */

/**
 * A value test on `ov` (an option value of the product `p`): with a variant `v` in scope, the value must be one of
 * that variant's, unless it is a surcharge (which every variant of the product may take).
 */
const offeredBy = (variant: boolean) =>
  variant ? " AND (o.kind = 'surcharge' OR ov.id IN (v.value1_id, v.value2_id, v.value3_id))" : '';

/** Products made of one of the materials, or offering it as an option value (a fabric's swatch); or such a variant. */
function materialTest(materialIds: readonly number[], variant: boolean): ISqlCondition | undefined {
  if (!materialIds.length) return undefined;
  const list = placeholders(materialIds);
  const join = variant ? ' JOIN product_options o ON o.id = ov.option_id' : '';
  return {
    sql:
      `(EXISTS (SELECT 1 FROM product_materials pm WHERE pm.product_id = p.id AND pm.material_id IN (${list})) ` +
      `OR EXISTS (SELECT 1 FROM product_option_values ov${join} WHERE ov.product_id = p.id ` +
      `AND ov.material_id IN (${list})${offeredBy(variant)}))`,
    params: [...materialIds, ...materialIds],
  };
}

/**
 * Products offering the option values (`Size:Large`), or such a variant: one of the values of each option named.
 * Each test reads the product's few option values through IDX on product_option_values.product_id.
 */
function optionValueTest(values: readonly string[], variant: boolean): ISqlCondition | undefined {
  const byName = new Map<string, string[]>();
  for (const entry of values) {
    const parsed = parseOptionValue(entry);
    if (!parsed) continue;
    byName.set(parsed.name, [...(byName.get(parsed.name) ?? []), parsed.label]);
  }
  if (!byName.size) return undefined;
  const tests = [...byName].map(([name, labels]) => ({
    sql:
      'EXISTS (SELECT 1 FROM product_option_values ov JOIN product_options o ON o.id = ov.option_id ' +
      `WHERE ov.product_id = p.id AND o.name = ? AND ov.label IN (${placeholders(labels)})${offeredBy(variant)})`,
    params: [name, ...labels],
  }));
  return { sql: tests.map((t) => t.sql).join(' AND '), params: tests.flatMap((t) => t.params) };
}

const materialCondition = (materialIds: readonly number[]) => materialTest(materialIds, false);
const optionValueCondition = (values: readonly string[]) => optionValueTest(values, false);

const ACTIVE_VARIANTS = 'FROM product_variants v WHERE v.product_id = p.id AND v.active = 1';

/** The variant `v` matches every filter: what the filtered list's cards answer for. */
function variantMatch(materialIds: readonly number[], values: readonly string[]): ISqlCondition | undefined {
  const tests = [materialTest(materialIds, true), optionValueTest(values, true)].filter(
    (t) => t !== undefined,
  );
  if (!tests.length) return undefined;
  return { sql: tests.map((t) => t.sql).join(' AND '), params: tests.flatMap((t) => t.params) };
}

/**
 * A list filtered by materials and option values: products offering them and, for a product sold by variants, one
 * of its active variants offering them all together (Velvet in Large, not a Large in Oak and a Small in Velvet).
 * Undefined without such filters.
 */
export function choiceCondition(
  materialIds: readonly number[],
  values: readonly string[],
): ISqlCondition | undefined {
  const match = variantMatch(materialIds, values);
  if (!match) return undefined;
  const offered = [materialCondition(materialIds), optionValueCondition(values)].filter(
    (t) => t !== undefined,
  );
  return {
    sql:
      `${offered.map((t) => t.sql).join(' AND ')} AND (NOT EXISTS (SELECT 1 ${ACTIVE_VARIANTS}) ` +
      `OR EXISTS (SELECT 1 ${ACTIVE_VARIANTS} AND ${match.sql}))`,
    params: [...offered.flatMap((t) => t.params), ...match.params],
  };
}

/**
 * The stock a filtered list's card answers for: a product sold by variants has what its matching active variants
 * hold (a sofa whose Velvet is sold out is not in stock in Velvet, however many Linen ones there are); any other
 * product its own. Undefined without such filters: the product's stock, which is its active variants' summed.
 */
export function matchingStock(
  materialIds: readonly number[],
  values: readonly string[],
): ISqlCondition | undefined {
  const match = variantMatch(materialIds, values);
  if (!match) return undefined;
  return {
    sql:
      `(CASE WHEN EXISTS (SELECT 1 ${ACTIVE_VARIANTS}) THEN ` +
      `(SELECT COALESCE(SUM(v.stock), 0) ${ACTIVE_VARIANTS} AND ${match.sql}) ELSE p.stock END)`,
    params: match.params,
  };
}

/**
 * A card's swatches in one column: `id~image~name` per material its options offer, comma-separated (commas in names
 * become spaces). CONCAT and GROUP_CONCAT(x) mean the same on MariaDB and SQLite (3.44 and later); DISTINCT would cost
 * SQLite a temporary B-tree per card, so a material offered twice is left out when read.
 */
export const SWATCHES_COLUMN =
  "(SELECT GROUP_CONCAT(CONCAT(m.id, '~', COALESCE(m.image, ''), '~', REPLACE(m.name, ',', ' '))) " +
  'FROM product_option_values ov JOIN materials m ON m.id = ov.material_id WHERE ov.product_id = p.id)';

/** The swatches column as the card carries them: by name, at most CARD_SWATCHES; undefined when there are none. */
export function parseSwatches(text: string | null | undefined): TProductCard['swatches'] {
  if (!text) return undefined;
  const byId = new Map<number, { id: number; name: string; image: string | null }>();
  for (const entry of text.split(',')) {
    const [id, image, ...name] = entry.split('~');
    if (id && name.length)
      byId.set(Number(id), { id: Number(id), name: name.join('~'), image: image || null });
  }
  const swatches = [...byId.values()];
  swatches.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return swatches.length ? swatches.slice(0, CARD_SWATCHES) : undefined;
}

interface IFacetRow {
  name: string;
  label: string;
  count: number | string;
  optionPosition: number | string;
  valuePosition: number | string;
}

/** At most this many options and values per option are offered as filters (a list stays scannable). */
const FACET_OPTIONS = 6;
const FACET_VALUES = 24;

/** A facet query: its SQL and parameters (kept by callers that keep answers), and how its rows read. */
export interface IFacetQuery<T> {
  sql: string;
  params: unknown[];
  map: (rows: never[]) => T;
}

/**
 * The option values (not materials, which have their own facet) that the products in scope offer, with how many
 * products offer each: options and values in the order products list them on average (Small, Medium, Large, whichever
 * sizes a product has), then by name.
 */
export function optionFacetsQuery(
  scope: { roomTypeId: number } | { productIds: readonly number[] },
): IFacetQuery<TOptionFacet[]> {
  const where =
    'roomTypeId' in scope
      ? {
          sql: 'JOIN products p ON p.id = ov.product_id WHERE p.room_type_id = ? AND p.active = 1',
          params: [scope.roomTypeId],
        }
      : { sql: `WHERE ov.product_id IN (${placeholders(scope.productIds)})`, params: [...scope.productIds] };
  return {
    sql:
      'SELECT o.name AS `name`, ov.label AS `label`, COUNT(DISTINCT ov.product_id) AS `count`, ' +
      'AVG(o.position) AS `optionPosition`, AVG(ov.position) AS `valuePosition` ' +
      `FROM product_option_values ov JOIN product_options o ON o.id = ov.option_id ${where.sql} ` +
      'AND ov.material_id IS NULL GROUP BY o.name, ov.label',
    params: where.params,
    map: (rows: IFacetRow[]) => facetsOf(rows),
  } as IFacetQuery<TOptionFacet[]>;
}

export async function optionFacets(
  db: Db,
  scope: { roomTypeId: number } | { productIds: readonly number[] },
): Promise<TOptionFacet[]> {
  if ('productIds' in scope && !scope.productIds.length) return [];
  const query = optionFacetsQuery(scope);
  return query.map((await db.query(query.sql, query.params)) as never[]);
}

function facetsOf(rows: readonly IFacetRow[]): TOptionFacet[] {
  const byName = new Map<string, { position: number; values: (IFacetRow & { position: number })[] }>();
  for (const row of rows) {
    const facet = byName.get(row.name) ?? { position: Number(row.optionPosition), values: [] };
    facet.position = Math.min(facet.position, Number(row.optionPosition));
    facet.values.push({ ...row, position: Number(row.valuePosition) });
    byName.set(row.name, facet);
  }
  return [...byName]
    .sort(([a, x], [b, y]) => x.position - y.position || a.localeCompare(b))
    .slice(0, FACET_OPTIONS)
    .map(([name, facet]) => ({
      name,
      values: facet.values
        .sort((a, b) => a.position - b.position || a.label.localeCompare(b.label))
        .slice(0, FACET_VALUES)
        .map((value) => ({ label: value.label, count: Number(value.count) })),
    }));
}

export type TMaterialFacet = { id: number; name: string; image: string | null; count: number };

/** The materials the given products are made of or offer as swatches, each with how many of them have it. */
export function materialFacetsQuery(productIds: readonly number[]): IFacetQuery<TMaterialFacet[]> {
  const list = placeholders(productIds);
  return {
    sql:
      'SELECT m.id AS `id`, m.name AS `name`, m.image AS `image`, COUNT(DISTINCT x.product_id) AS `count` FROM (' +
      `SELECT pm.product_id AS product_id, pm.material_id AS material_id FROM product_materials pm WHERE pm.product_id IN (${list}) ` +
      'UNION SELECT ov.product_id AS product_id, ov.material_id AS material_id FROM product_option_values ov ' +
      `WHERE ov.material_id IS NOT NULL AND ov.product_id IN (${list})) x ` +
      'JOIN materials m ON m.id = x.material_id GROUP BY m.id, m.name, m.image ORDER BY m.name, m.id',
    params: [...productIds, ...productIds],
    map: (rows: { id: number | string; name: string; image: string | null; count: number | string }[]) =>
      rows.map((row) => ({ id: Number(row.id), name: row.name, image: row.image, count: Number(row.count) })),
  } as IFacetQuery<TMaterialFacet[]>;
}
