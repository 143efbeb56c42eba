import { describe, expect, it } from 'vitest';
import { isoDate } from './paged-query.js';

describe('isoDate', () => {
  it('answers the same ISO text for every form the drivers return', () => {
    const iso = '2026-11-21T12:03:04.005Z';
    expect(isoDate(new Date(iso))).toBe(iso);
    expect(isoDate('2026-11-21 12:03:04.005')).toBe(iso);
    expect(isoDate('2026-11-21 12:03:04')).toBe('2026-11-21T12:03:04.000Z');
    expect(isoDate(iso)).toBe(iso);
  });
});
