import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE,
  PAGE_SIZE,
  ROLE,
  SHIPPING_TIERS,
  discountedCents,
  fileDisplayName,
  formatUsd,
  hasAllowedImageExtension,
  needsFreight,
  paginated,
  serviceCode,
  slugify,
  snapImageWidth,
  truncate,
  ZRoomForm,
} from '../index.js';

describe("slugify (the spec's validation rules)", () => {
  it('lowercases and trims', () => expect(slugify('  Living Room  ')).toBe('living-room'));
  it('removes characters other than word characters, spaces and hyphens', () =>
    expect(slugify('Sofa & Chairs! (2024)')).toBe('sofa-chairs-2024'));
  it('collapses runs of spaces, underscores and hyphens into one hyphen', () =>
    expect(slugify('oak__table -- set   large')).toBe('oak-table-set-large'));
  it('folds accents and drops edge hyphens', () => expect(slugify('-Café Crème-')).toBe('cafe-creme'));
});

describe("discounted price (the spec's business constants)", () => {
  it('truncates to whole cents rather than rounding', () => {
    // 19.99 x 0.85 = 16.9915 -> 16.99; 10.01 x 0.67 = 6.7067 -> 6.70
    expect(discountedCents(1999, 15)).toBe(1699);
    expect(discountedCents(1001, 33)).toBe(670);
  });
  it('leaves the price alone at 0% and gives 0 at 100%', () => {
    expect(discountedCents(123456, 0)).toBe(123456);
    expect(discountedCents(123456, 100)).toBe(0);
  });
  it('formats in US number format', () => {
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(discountedCents(129900, 10))).toBe('$1,169.10');
  });
});

describe("truncate (the spec's validation rules)", () => {
  it('cuts text longer than 30 characters by default and appends an ellipsis', () => {
    const text = 'A very comfortable three seater sofa';
    expect(truncate(text)).toBe(`${text.slice(0, 30)}...`);
  });
  it('leaves text at the limit alone and honours a given length', () => {
    expect(truncate('x'.repeat(30))).toBe('x'.repeat(30));
    expect(truncate('abcdef', 3)).toBe('abc...');
  });
});

describe("file display name and image type (the spec's validation rules)", () => {
  it('shows the last segment of a path', () => {
    expect(fileDisplayName('uploads/rooms/oak-table.jpg')).toBe('oak-table.jpg');
    expect(fileDisplayName('C:\\photos\\chair.PNG')).toBe('chair.PNG');
  });
  it('accepts jpeg, png and jpg in any letter case and nothing else', () => {
    for (const name of ['a.jpeg', 'a.JPG', 'a.Png', 'a.jPeG'])
      expect(hasAllowedImageExtension(name)).toBe(true);
    for (const name of ['a.gif', 'a.svg', 'a.pdf', 'jpg', 'a.jpg.exe'])
      expect(hasAllowedImageExtension(name)).toBe(false);
  });
  it('snaps requested widths to the served set', () => {
    expect(snapImageWidth(300)).toBe(320);
    expect(snapImageWidth(5000)).toBe(1920);
  });
});

describe("constants (the spec's business constants)", () => {
  it('numbers roles and pages as the spec does', () => {
    expect(ROLE).toEqual({ ADMIN: 1, MANAGER: 2 });
    expect(PAGE_SIZE).toBe(15);
    expect(FIRST_PAGE).toBe(1);
  });
  it('maps shipping tiers to parcel and freight services', () => {
    expect(SHIPPING_TIERS).toEqual(['Standard', 'Expedited', 'Express']);
    expect(SHIPPING_TIERS.map((t) => serviceCode(t, false))).toEqual([
      'FEDEX_2_DAY',
      'FEDEX_2_DAY',
      'FEDEX_EXPRESS_SAVER',
    ]);
    expect(SHIPPING_TIERS.map((t) => serviceCode(t, true))).toEqual([
      'FEDEX_2_DAY_FREIGHT',
      'FEDEX_2_DAY_FREIGHT',
      'FEDEX_3_DAY_FREIGHT',
    ]);
  });
  it('sends heavy or oversize boxes by freight', () => {
    expect(needsFreight({ weightLb: 40, lengthIn: 40, widthIn: 20, heightIn: 20 })).toBe(false);
    expect(needsFreight({ weightLb: 151, lengthIn: 40, widthIn: 20, heightIn: 20 })).toBe(true);
    expect(needsFreight({ weightLb: 60, lengthIn: 110, widthIn: 10, heightIn: 10 })).toBe(true);
    expect(needsFreight({ weightLb: 60, lengthIn: 80, widthIn: 30, heightIn: 20 })).toBe(true);
  });
});

describe('paginated shape', () => {
  it('reports the page window like the legacy API', () => {
    const items = Array.from({ length: 15 }, (_, i) => i);
    expect(paginated(items, 40, 2)).toEqual({
      data: items,
      current_page: 2,
      per_page: 15,
      last_page: 3,
      from: 16,
      to: 30,
      total: 40,
    });
    expect(paginated([], 0, 1)).toMatchObject({ last_page: 1, from: null, to: null, total: 0 });
  });
});

describe('room form schema', () => {
  it('names the field that is wrong', () => {
    const result = ZRoomForm.safeParse({ name: '', slug: 'Bad Slug', image: '../etc/passwd' });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'slug', 'image']));
  });
});
