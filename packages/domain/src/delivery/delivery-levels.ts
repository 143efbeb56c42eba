import { z } from 'zod';
import { ZId } from '../common/fields.js';
import { formatUsd } from '../common/money.js';

/** The ways the shop's own crew delivers, from the door to fully set up. */
export const DELIVERY_LEVEL_KINDS = ['curbside', 'room_of_choice', 'white_glove'] as const;
export type TDeliveryLevelKind = (typeof DELIVERY_LEVEL_KINDS)[number];
export const ZDeliveryLevelKind = z.enum(DELIVERY_LEVEL_KINDS);

/** Each kind's name and what it includes, as staff find them before they write their own. */
export const DELIVERY_LEVEL_DEFAULTS: Record<TDeliveryLevelKind, { name: string; description: string }> = {
  curbside: { name: 'Curbside', description: 'Unloaded at the curb or your building’s entrance.' },
  room_of_choice: {
    name: 'Room of choice',
    description: 'Carried into the room you choose, up to two flights of stairs.',
  },
  white_glove: {
    name: 'White glove',
    description: 'Carried into the room you choose, unpacked, assembled and placed; packaging taken away.',
  },
};

export const DELIVERY_MESSAGES = {
  zipsRequired: 'Enter at least one ZIP or three-digit ZIP prefix.',
  zipInvalid: (token: string) => `“${token}” is neither a five-digit ZIP nor a three-digit prefix.`,
  zipTaken: (token: string, zone: string) => `${token} is already in the zone ${zone}.`,
  timeZoneInvalid: 'Choose a time zone such as America/New_York.',
  nameTaken: 'Another zone has this name.',
} as const;

const ZCents = z.coerce
  .number<number>()
  .int('Enter a whole number of cents.')
  .min(0, 'Cannot be negative.')
  .max(10_000_000, 'At most $100,000.00.');

/** The ZIPs and prefixes of a zone, as typed (spaces, commas or new lines between them) and as kept. */
export function zipTokens(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

/** POST /api/delivery/zones and PUT /api/delivery/zones/{id}. */
export const ZDeliveryZoneInput = z.object({
  name: z.string().trim().min(1, 'Enter the zone’s name.').max(80),
  timeZone: z.string().trim().refine(isTimeZone, DELIVERY_MESSAGES.timeZoneInvalid),
  zips: z
    .string()
    .max(2000, 'At most 2000 characters.')
    .transform(zipTokens)
    .superRefine((tokens, ctx) => {
      if (tokens.length === 0) ctx.addIssue({ code: 'custom', message: DELIVERY_MESSAGES.zipsRequired });
      for (const token of tokens)
        if (!/^\d{3}$|^\d{5}$/.test(token))
          ctx.addIssue({ code: 'custom', message: DELIVERY_MESSAGES.zipInvalid(token) });
    }),
});
export type TDeliveryZoneInput = z.input<typeof ZDeliveryZoneInput>;
export const ZUpdateDeliveryZoneInput = ZDeliveryZoneInput.extend({ id: ZId });

/** PUT /api/delivery/zones/{zoneId}/levels/{kind}: a zone's level of one kind, created or changed. */
export const ZDeliveryLevelInput = z.object({
  zoneId: ZId,
  kind: z.enum(DELIVERY_LEVEL_KINDS),
  name: z.string().trim().min(1, 'Enter the level’s name.').max(80),
  description: z.string().trim().max(500),
  baseCents: ZCents,
  perExtraItemCents: ZCents,
  assemblyPerItemCents: ZCents,
  active: z.boolean().default(true),
});
export type TDeliveryLevelInput = z.input<typeof ZDeliveryLevelInput>;
export const ZDeleteDeliveryLevelInput = z.object({ zoneId: ZId, kind: z.enum(DELIVERY_LEVEL_KINDS) });

export const ZDeliveryLevel = z.object({
  id: z.number().int(),
  kind: z.enum(DELIVERY_LEVEL_KINDS),
  name: z.string(),
  description: z.string(),
  baseCents: z.number().int(),
  perExtraItemCents: z.number().int(),
  assemblyPerItemCents: z.number().int(),
  active: z.boolean(),
});
export type TDeliveryLevel = z.infer<typeof ZDeliveryLevel>;

export const ZDeliveryZone = z.object({
  id: z.number().int(),
  name: z.string(),
  timeZone: z.string(),
  zips: z.array(z.string()),
  levels: z.array(ZDeliveryLevel),
});
export type TDeliveryZone = z.infer<typeof ZDeliveryZone>;

/** A piece of a cart as a delivery level prices it. */
export interface IDeliveryPiece {
  quantity: number;
  /** Too big or heavy for a parcel (needsFreight of its box). */
  freight: boolean;
  needsAssembly: boolean;
}

/**
 * A level's fee for a cart's pieces: its base (which carries the first freight piece), each further freight piece,
 * and assembly of each piece that needs it. Parcel-sized pieces ride along at no charge.
 */
export function levelFeeCents(
  level: Pick<TDeliveryLevel, 'baseCents' | 'perExtraItemCents' | 'assemblyPerItemCents'>,
  pieces: readonly IDeliveryPiece[],
): number {
  const freight = pieces.reduce((sum, p) => sum + (p.freight ? p.quantity : 0), 0);
  const assembled = pieces.reduce((sum, p) => sum + (p.needsAssembly ? p.quantity : 0), 0);
  return (
    level.baseCents +
    Math.max(0, freight - 1) * level.perExtraItemCents +
    assembled * level.assemblyPerItemCents
  );
}

/**
 * The zone covering a ZIP: one that names the ZIP itself wins over one covering its three-digit prefix, so a
 * zone can carve single ZIPs out of a neighbour's prefix. Null outside every zone.
 */
export function zoneForZip<T extends { id: number; zips: readonly string[] }>(
  zones: readonly T[],
  zip: string,
): T | null {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  return (
    zones.find((zone) => zone.zips.includes(five)) ??
    zones.find((zone) => zone.zips.includes(five.slice(0, 3))) ??
    null
  );
}

/** POST /api/delivery/offers: the levels a cart going to a ZIP is offered, each priced for it. */
export const ZDeliveryOffersInput = z.object({
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a five-digit ZIP.'),
  lines: z
    .array(z.object({ productId: ZId, quantity: z.coerce.number<number>().int().min(1).max(99) }))
    .min(1, 'The cart is empty.')
    .max(100),
});
export type TDeliveryOffersInput = z.input<typeof ZDeliveryOffersInput>;

export const ZDeliveryOffer = z.object({
  levelId: z.number().int(),
  kind: z.enum(DELIVERY_LEVEL_KINDS),
  name: z.string(),
  description: z.string(),
  feeCents: z.number().int(),
  fee: z.string(),
});
export type TDeliveryOffer = z.infer<typeof ZDeliveryOffer>;

export const ZDeliveryOffers = z.object({
  /** The zone the ZIP is in; null outside every zone (the carrier's options only). */
  zone: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() }).nullable(),
  /** Whether the cart has pieces that go as freight: only those carts are offered the crew's levels. */
  freight: z.boolean(),
  offers: z.array(ZDeliveryOffer),
});
export type TDeliveryOffers = z.infer<typeof ZDeliveryOffers>;

/** The offer of one level for a cart. */
export function deliveryOffer(level: TDeliveryLevel, pieces: readonly IDeliveryPiece[]): TDeliveryOffer {
  const feeCents = levelFeeCents(level, pieces);
  return {
    levelId: level.id,
    kind: level.kind,
    name: level.name,
    description: level.description,
    feeCents,
    fee: formatUsd(feeCents),
  };
}
