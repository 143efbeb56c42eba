/**
 * What every furniture drawing shares: the palette it is coloured with, its frame, and the cabinet builder. The
 * drawings are made at 8 px per inch in a 1000x1000 frame with the floor at y=800 and the piece centred on x=500,
 * so that room scenes can place several at true relative size.
 */
import { path, rect, shade } from './svg-kit.js';

export type TMaterialKind = 'soft' | 'wood' | 'metal' | 'stone' | 'glass' | 'fiber';

export interface IPalette {
  main: string;
  mainKind: TMaterialKind;
  sec: string;
  secKind: TMaterialKind;
  accent: string;
  accent2: string;
}

export interface IDrawing {
  /** Bounding box in px, used to frame the product shot. */
  w: number;
  h: number;
  /** The most telling detail (arm and pillow, leg joint, drawer pull), where the close-up shot is cut. */
  focus: readonly [number, number];
  draw: (p: IPalette) => string;
}

export const dk = (c: string, a: number) => shade(c, -a);
export const lt = (c: string, a: number) => shade(c, a);
export const LINEN = '#ece6da';
/** Cushions and bedding: the soft material if there is one, else a neutral canvas. */
export const softOf = (p: IPalette) =>
  p.mainKind === 'soft' ? p.main : p.secKind === 'soft' ? p.sec : LINEN;
/** Legs and frames: the secondary material when the main one is upholstery or a top. */
export const legsOf = (p: IPalette) =>
  p.secKind === 'soft' || p.secKind === 'glass' ? dk(p.main, 0.15) : p.sec;
export const leg = (x: number, top: number, bottom: number, w: number, fill: string) =>
  path(`M${x} ${top} L${x + w} ${top} L${x + w * 0.8} ${bottom} L${x + w * 0.2} ${bottom} Z`, fill);

interface ICabinet {
  x: number;
  y: number;
  w: number;
  h: number;
  legH: number;
  rows: number;
  cols: number;
  drawers: boolean;
  p: IPalette;
}

/** Dressers, sideboards, nightstands, wardrobes: a box, fronts split in a grid, handles and tapered legs. */
export function cabinet({ x, y, w, h, legH, rows, cols, drawers, p }: ICabinet): string {
  const bodyH = h - legH;
  const gap = 6;
  const fw = (w - 24 - gap * (cols - 1)) / cols;
  const fh = (bodyH - 24 - gap * (rows - 1)) / rows;
  const glass = p.secKind === 'glass';
  let fronts = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const fx = x + 12 + c * (fw + gap);
      const fy = y + 12 + r * (fh + gap);
      const glassDoor = glass && !drawers && c % 2 === 0;
      fronts += rect(fx, fy, fw, fh, 5, glassDoor ? p.sec : lt(p.main, 0.06));
      if (glassDoor)
        for (let s = fx + 8; s < fx + fw - 4; s += 12)
          fronts += rect(s, fy + 4, 5, fh - 8, 2, lt(p.sec, 0.35));
      const hc = glass ? '#c9a45c' : p.secKind === 'metal' ? p.sec : dk(p.main, 0.35);
      fronts += drawers
        ? rect(fx + fw / 2 - 22, fy + fh / 2 - 3, 44, 7, 3.5, hc)
        : rect(c % 2 === 0 ? fx + fw - 16 : fx + 9, fy + fh / 2 - 22, 6, 44, 3, hc);
    }
  }
  const legC = p.secKind === 'metal' ? p.sec : dk(p.main, 0.2);
  return (
    leg(x + 14, y + bodyH - 4, y + h, 18, legC) +
    leg(x + w - 32, y + bodyH - 4, y + h, 18, legC) +
    rect(x, y, w, bodyH, 8, dk(p.main, 0.12)) +
    rect(x + 4, y, w - 8, bodyH - 6, 7, p.main) +
    fronts
  );
}
