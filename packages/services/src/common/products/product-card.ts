import { discountedCents, sellingMode, type TProductCard } from '@shop/domain';
import { parseSwatches, SWATCHES_COLUMN } from './option-filters.js';

/** A card row as the card queries select it (MariaDB may answer numbers as strings). */
export interface IProductCardRow {
  id: number | string;
  name: string;
  slug: string;
  image: string | null;
  priceCents: number | string;
  discountPercent: number | string;
  stock: number | string;
  leadTimeDays: number | string;
  hasVariants?: number | string | boolean | null;
  hasOptions?: number | string | boolean | null;
  sellingMode: string;
  swatches?: string | null;
}

/** Whether the product (aliased `p`) sells variants: its price is then its cheapest variant's, shown "from". */
export const HAS_VARIANTS_COLUMN =
  '(EXISTS (SELECT 1 FROM product_variants pv WHERE pv.product_id = p.id AND pv.active = 1))';

/**
 * Whether the product has options (variant or surcharge) the buyer must choose: a line without them cannot be
 * sold, so its cards send the buyer to choose rather than add.
 */
const HAS_OPTIONS_COLUMN = '(EXISTS (SELECT 1 FROM product_options po WHERE po.product_id = p.id))';

/** The card's stock column, which a list filtered by option values replaces by its matching variants' stock. */
export const STOCK_COLUMN = 'p.stock AS `stock`';

/** Only the columns a card shows; the products table is aliased `p`. */
export const CARD_COLUMNS = [
  ['p.id', 'id'],
  ['p.name', 'name'],
  ['p.slug', 'slug'],
  ['p.image', 'image'],
  ['p.price_cents', 'priceCents'],
  ['p.discount_percent', 'discountPercent'],
  ['p.stock', 'stock'],
  ['p.lead_time_days', 'leadTimeDays'],
  // A product with variants shows its cheapest variant's price (its own columns, see syncFromVariants) as "from".
  [HAS_VARIANTS_COLUMN, 'hasVariants'],
  [HAS_OPTIONS_COLUMN, 'hasOptions'],
  ['p.selling_mode', 'sellingMode'],
  [SWATCHES_COLUMN, 'swatches'],
].map(([column, alias]) => `${column} AS \`${alias}\``);

/** The one card mapper, for every list that shows products to shoppers. */
export function toProductCard(row: IProductCardRow): TProductCard {
  const priceCents = Number(row.priceCents);
  const discountPercent = Number(row.discountPercent);
  const swatches = parseSwatches(row.swatches);
  return {
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    image: row.image,
    priceCents,
    discountPercent,
    discountedCents: discountedCents(priceCents, discountPercent),
    inStock: Number(row.stock) > 0,
    leadTimeDays: Number(row.leadTimeDays),
    ...(Number(row.hasVariants) ? { fromPrice: true as const } : {}),
    ...(Number(row.hasOptions) ? { chooseOptions: true as const } : {}),
    sellingMode: sellingMode(row.sellingMode),
    ...(swatches ? { swatches } : {}),
  };
}
