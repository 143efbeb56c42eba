/**
 * What the storefront and the editor compute about hotspots, without zod, so that a page importing them carries
 * none of the wire schemas.
 */
export const HOTSPOT_KINDS = ['room', 'room-type', 'gallery'] as const;
export type THotspotKind = (typeof HOTSPOT_KINDS)[number];

/** Stored as whole basis points (0..10000) of the width and height: exact on both databases. */
export const HOTSPOT_SCALE = 10_000;
/** A fraction (0..1) as stored basis points, and back. */
export const toBasisPoints = (fraction: number) =>
  Math.min(HOTSPOT_SCALE, Math.max(0, Math.round(fraction * HOTSPOT_SCALE)));
export const fromBasisPoints = (points: number) => points / HOTSPOT_SCALE;

/** A point moved by a step (a fraction), kept on the picture. */
export const nudge = (fraction: number, step: number) =>
  fromBasisPoints(toBasisPoints(Math.min(1, Math.max(0, fraction + step))));

/** "40% across, 60% down": where a hotspot is, in words a screen reader says. */
export const hotspotPlaceWords = (x: number, y: number) =>
  `${Math.round(x * 100)}% across, ${Math.round(y * 100)}% down`;

/** Each product once, in the order its first hotspot comes: what "Shop this room" lists. */
export function productsInScene<T extends { product: { id: number } }>(
  hotspots: readonly T[],
): T['product'][] {
  const seen = new Map<number, T['product']>();
  for (const spot of hotspots) if (!seen.has(spot.product.id)) seen.set(spot.product.id, spot.product);
  return [...seen.values()];
}

/**
 * The frame each kind of picture is drawn in, the storefront's and the editor's alike (cropped to cover it):
 * a hotspot's fractions are of that frame, so it lands on the same spot wherever the picture is shown.
 */
export const HOTSPOT_FRAME: Record<THotspotKind, { width: number; height: number }> = {
  room: { width: 960, height: 640 },
  'room-type': { width: 960, height: 640 },
  gallery: { width: 480, height: 360 },
};
