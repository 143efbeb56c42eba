import { describe, expect, it } from 'vitest';
import { ZDeliveryZoneInput, levelFeeCents, zoneForZip, zipTokens } from './delivery-levels.js';

const sofa = { quantity: 1, freight: true, needsAssembly: false };
const chairs = { quantity: 2, freight: true, needsAssembly: true };
const lamp = { quantity: 1, freight: false, needsAssembly: false };
const whiteGlove = { baseCents: 19_900, perExtraItemCents: 4_000, assemblyPerItemCents: 2_500 };

describe('delivery levels', () => {
  it('prices a level as base + each freight piece after the first + assembly per piece that needs it', () => {
    // A sofa and two chairs: base, two more freight pieces, two chairs assembled; the lamp rides along.
    expect(levelFeeCents(whiteGlove, [sofa, chairs, lamp])).toBe(19_900 + 2 * 4_000 + 2 * 2_500);
    expect(levelFeeCents(whiteGlove, [sofa])).toBe(19_900);
    expect(levelFeeCents({ ...whiteGlove, assemblyPerItemCents: 0 }, [chairs])).toBe(19_900 + 4_000);
  });

  it('finds the zone of a ZIP, a single ZIP winning over a prefix, and none outside every zone', () => {
    const zones = [
      { id: 1, zips: ['100', '101'] },
      { id: 2, zips: ['10013', '112'] },
    ];
    expect(zoneForZip(zones, '10001')?.id).toBe(1);
    expect(zoneForZip(zones, '10013')?.id).toBe(2);
    expect(zoneForZip(zones, '11215-1234')?.id).toBe(2);
    expect(zoneForZip(zones, '94110')).toBeNull();
    expect(zoneForZip(zones, 'abc')).toBeNull();
  });

  it('reads a zone’s ZIPs as typed and refuses anything that is not a ZIP or a prefix', () => {
    expect(zipTokens(' 100, 101\n11201 100 ')).toEqual(['100', '101', '11201']);
    const bad = ZDeliveryZoneInput.safeParse({
      name: 'NYC',
      timeZone: 'America/New_York',
      zips: '100 1000 abc',
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      '“1000” is neither a five-digit ZIP nor a three-digit prefix.',
      '“abc” is neither a five-digit ZIP nor a three-digit prefix.',
    ]);
    expect(ZDeliveryZoneInput.safeParse({ name: 'X', timeZone: 'Mars/Base', zips: '100' }).success).toBe(
      false,
    );
    expect(ZDeliveryZoneInput.parse({ name: 'X', timeZone: 'America/Chicago', zips: '606' }).zips).toEqual([
      '606',
    ]);
  });
});
