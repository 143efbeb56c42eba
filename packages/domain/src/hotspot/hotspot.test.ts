import { describe, expect, it } from 'vitest';
import {
  HOTSPOT_MESSAGES,
  ZHotspotCreateInput,
  fromBasisPoints,
  hotspotPlaceWords,
  nudge,
  productsInScene,
  toBasisPoints,
} from '../index.js';

describe('hotspot rules', () => {
  it('stores a point as whole basis points of the picture, kept on it', () => {
    expect([0, 0.4, 0.12345, 1].map(toBasisPoints)).toEqual([0, 4_000, 1_235, 10_000]);
    expect([toBasisPoints(-0.2), toBasisPoints(1.7)]).toEqual([0, 10_000]);
    expect(fromBasisPoints(6_000)).toBe(0.6);
  });

  it('moves a point by a step without leaving the picture', () => {
    expect(nudge(0.5, 0.1)).toBe(0.6);
    expect(nudge(0.5, -0.01)).toBe(0.49);
    expect(nudge(0.95, 0.1)).toBe(1);
    expect(nudge(0.02, -0.1)).toBe(0);
  });

  it('says where a hotspot is in words', () => {
    expect(hotspotPlaceWords(0.4, 0.6)).toBe('40% across, 60% down');
    expect(hotspotPlaceWords(0.1235, 1)).toBe('12% across, 100% down');
  });

  it('lists each product of a scene once, in the order first placed', () => {
    const spot = (id: number) => ({ product: { id, name: `P${id}` } });
    expect(productsInScene([spot(3), spot(1), spot(3), spot(2), spot(1)]).map((p) => p.id)).toEqual([
      3, 1, 2,
    ]);
  });

  it('names each coordinate outside the picture', () => {
    const result = ZHotspotCreateInput.safeParse({ kind: 'room', ownerId: 1, productId: 2, x: 1.01, y: -1 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['x', HOTSPOT_MESSAGES.x],
      ['y', HOTSPOT_MESSAGES.y],
    ]);
    expect(
      ZHotspotCreateInput.safeParse({ kind: 'attic', ownerId: 1, productId: 2, x: 0, y: 0 }).success,
    ).toBe(false);
  });
});
