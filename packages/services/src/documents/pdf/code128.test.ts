import { describe, expect, it } from 'vitest';
import { code128Values, code128Widths, decodeCode128, drawCode128 } from './code128.js';

describe('the packing slip barcode (Code 128 B)', () => {
  it('encodes with start B, the weighted check symbol and stop', () => {
    // "HT-1": H=40, T=52, -=13, 1=17; (104 + 40 + 104 + 39 + 68) % 103 = 46.
    expect(code128Values('HT-1')).toEqual([104, 40, 52, 13, 17, 46, 106]);
  });

  it('gives every symbol 11 modules (13 for stop), and reads back to the order number', () => {
    const widths = code128Widths('HT-10288');
    expect(widths).toHaveLength(6 * 10 + 7);
    for (let at = 0; at < widths.length - 7; at += 6)
      expect(widths.slice(at, at + 6).reduce((a, b) => a + b)).toBe(11);
    expect(widths.slice(-7).reduce((a, b) => a + b)).toBe(13);
    expect(decodeCode128(widths)).toBe('HT-10288');
  });

  it('draws the bars as rectangles whose widths read back', () => {
    const bars: [number, number][] = [];
    const doc = { rect: (x: number, _y: number, w: number) => bars.push([x, w]), fill: () => undefined };
    const width = drawCode128(doc, 'HT-812349998', { x: 0, y: 0, module: 1, height: 40 });
    expect(width).toBe(20 + 11 * 14 + 13);
    // Bars and the spaces between them, back to widths.
    const widths = bars.flatMap(([x, w], i) => (i === 0 ? [w] : [x - bars[i - 1]![0] - bars[i - 1]![1], w]));
    expect(decodeCode128(widths)).toBe('HT-812349998');
  });

  it('refuses characters set B has not', () => {
    expect(() => code128Values('Søren')).toThrow();
  });
});
