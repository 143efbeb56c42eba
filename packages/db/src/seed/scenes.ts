/**
 * Room scenes (1200x900) for the room pages and the gallery: a wall, a floor, a window or art, and the room's own
 * furniture placed at true relative size (the drawings share one scale of 8 px per inch).
 */
import { MATERIALS, type IMaterialSpec } from './catalog-materials.js';
import { ROOMS, type IRoomSpec, type TFamily } from './catalog-rooms.js';
import { FURNITURE } from './furniture-svg.js';
import { OUTLINE, SCENE_SIZE, paletteFor } from './images.js';
import { Random, hashOf } from './random.js';
import { ACCENTS, circle, ellipse, line, path, place, plant, rect, shade } from './svg-kit.js';

type TDecor = 'window' | 'art' | 'rug' | 'bunting' | 'tiles' | 'pendant' | 'garden' | 'shelf';

interface IComposition {
  decor: readonly TDecor[];
  floor: 'planks' | 'tiles' | 'deck';
  /** [family, x, floor y, scale]; drawn in order, so later pieces stand in front. */
  items: readonly (readonly [TFamily, number, number, number])[];
}

// prettier-ignore
const COMPOSITIONS: Record<string, IComposition> = {
  'Living Room': { decor: ['window', 'art', 'rug'], floor: 'planks', items: [['lamp', 200, 745, 0.78], ['sofa', 610, 745, 0.8], ['armchair', 1040, 800, 0.85], ['coffee-table', 600, 865, 0.9]] },
  Bedroom: { decor: ['window', 'art', 'rug'], floor: 'planks', items: [['nightstand', 185, 760, 0.78], ['wardrobe', 1050, 740, 0.72], ['bed', 590, 800, 0.85]] },
  'Dining Room': { decor: ['pendant', 'window', 'rug'], floor: 'planks', items: [['sideboard', 220, 715, 0.6], ['chair', 455, 770, 0.85], ['chair', 765, 770, 0.85], ['dining-table', 610, 815, 0.88]] },
  Kitchen: { decor: ['window', 'tiles', 'shelf'], floor: 'tiles', items: [['island', 600, 790, 0.92], ['stool', 440, 860, 0.88], ['stool', 760, 860, 0.88]] },
  'Home Office': { decor: ['window', 'rug'], floor: 'planks', items: [['bookcase', 200, 770, 0.75], ['desk', 690, 790, 0.9], ['office-chair', 740, 870, 0.85]] },
  Outdoor: { decor: ['garden'], floor: 'deck', items: [['bench', 190, 750, 0.72], ['patio-set', 660, 810, 0.85], ['armchair', 1070, 840, 0.85]] },
  'Kids Room': { decor: ['bunting', 'window', 'rug'], floor: 'planks', items: [['bunk-bed', 440, 810, 0.85], ['cube-storage', 960, 830, 0.9]] },
  Bathroom: { decor: ['tiles', 'window'], floor: 'tiles', items: [['bookcase', 230, 780, 0.7], ['vanity', 650, 810, 0.95]] },
};

const WALLS = [
  '#e9dfd1',
  '#dfe3e3',
  '#eadbc8',
  '#e4e6df',
  '#e2e0d6',
  '#efe3dc',
  '#dfe5da',
  '#e7ddd0',
] as const;
const byName = new Map(MATERIALS.map((m) => [m.name, m]));
const material = (name: string): IMaterialSpec => byName.get(name) ?? MATERIALS[0]!;

function decorSvg(decor: TDecor, wall: string, rng: Random): string {
  const W = SCENE_SIZE.width;
  switch (decor) {
    case 'window':
      return (
        rect(786, 130, 250, 330, 6, '#fbfaf7') +
        `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd3e0"/><stop offset="1" stop-color="#eef2ee"/></linearGradient></defs>` +
        rect(800, 144, 222, 302, 3, 'url(#sky)') +
        ellipse(860, 420, 90, 40, '#b7c9a8') +
        rect(907, 144, 8, 302, 0, '#fbfaf7') +
        rect(800, 290, 222, 8, 0, '#fbfaf7') +
        path('M760 110 L800 110 L790 540 L748 540 Z', shade(wall, -0.08)) +
        rect(748, 104, 320, 8, 4, '#b8a58c')
      );
    case 'art': {
      const [a, b] = rng.sample(ACCENTS, 2) as [string, string];
      return (
        rect(470, 170, 210, 160, 3, '#3d3a36') +
        rect(480, 180, 190, 140, 2, '#f6f2ea') +
        circle(560, 240, 34, a) +
        path('M480 320 Q560 250 670 300 L670 320 Z', b, 'opacity=".85"')
      );
    }
    case 'rug':
      return (
        ellipse(610, 830, 470, 70, shade(rng.pick(ACCENTS), 0.45)) +
        ellipse(
          610,
          830,
          440,
          58,
          'none',
          `stroke="${shade(wall, -0.15)}" stroke-width="3" stroke-dasharray="10 8"`,
        )
      );
    case 'bunting':
      return (
        Array.from({ length: 9 }, (_, i) =>
          path(`M${120 + i * 70} ${120 + Math.abs(4 - i) * 6} l60 0 l-30 52 Z`, ACCENTS[i % ACCENTS.length]!),
        ).join('') + path('M110 120 Q440 160 770 120', 'none', 'stroke="#8c7a66" stroke-width="2"')
      );
    case 'tiles': {
      let tiles = '';
      for (let y = 380; y < 600; y += 36)
        for (let x = 0; x < W; x += 72)
          tiles += rect(x + ((y / 36) % 2) * 36, y, 68, 32, 3, shade(wall, 0.3));
      return rect(0, 376, W, 224, 0, shade(wall, -0.12)) + tiles;
    }
    case 'pendant':
      return (
        line(600, 0, 600, 280, '#3d3a36', 3) +
        path('M530 340 Q600 250 670 340 Z', '#c9a45c') +
        ellipse(600, 420, 200, 100, '#fff3d6', 'opacity=".35"')
      );
    case 'shelf':
      return (
        rect(120, 250, 300, 12, 3, '#b8956a') +
        plant(180, 250, 1) +
        rect(240, 196, 40, 54, 6, '#efe9df') +
        rect(300, 206, 90, 44, 4, rng.pick(ACCENTS))
      );
    case 'garden':
      return (
        `<defs><linearGradient id="air" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9d4e4"/><stop offset="1" stop-color="#eef1e8"/></linearGradient></defs>` +
        rect(0, 0, W, 600, 0, 'url(#air)') +
        circle(980, 150, 60, '#fbf1cf') +
        Array.from({ length: 14 }, (_, i) =>
          ellipse(i * 95, 560, 90, 90 + (i % 3) * 20, i % 2 ? '#8fa886' : '#7d9a74'),
        ).join('') +
        rect(0, 560, W, 40, 0, '#e6dccb')
      );
  }
}

function floorSvg(kind: IComposition['floor'], wall: string): string {
  const W = SCENE_SIZE.width;
  const base = kind === 'deck' ? '#b48a5e' : kind === 'tiles' ? '#e6e1d8' : '#c9a77e';
  let out = rect(0, 600, W, 300, 0, base);
  if (kind === 'tiles')
    for (let x = -200; x < W + 200; x += 110)
      out += line(x, 600, x + (x - 600) * 0.6, 900, shade(base, -0.12), 2);
  for (let y = 600, step = 14; y < 900; y += step, step *= 1.25)
    out += line(0, y, W, y, shade(base, -0.14), kind === 'tiles' ? 2 : 1.5);
  return out + rect(0, 590, W, 12, 0, shade(wall, 0.35));
}

/** One scene; `seed` varies wall colour, materials and mirroring, so gallery pictures of one room differ. */
export function sceneSvg(room: IRoomSpec, seed: number): string {
  const rng = new Random(hashOf(room.name) + seed * 7919);
  const composition = COMPOSITIONS[room.name] ?? COMPOSITIONS['Living Room']!;
  const wall = seed === 0 ? room.wall : rng.pick(WALLS);
  const mirror = seed % 2 === 1;
  const types = ROOMS.flatMap((r) => r.types);
  let items = '';
  for (const [family, x, floorY, scale] of composition.items) {
    const type = room.types.find((t) => t.family === family) ?? types.find((t) => t.family === family)!;
    const primary = material(rng.pick(type.primary));
    const secondary = material(
      rng.pick(type.secondary.filter((s) => s !== primary.name)) ?? type.secondary[0]!,
    );
    const palette = paletteFor(primary, secondary, `${room.name}-${seed}-${family}-${x}`);
    const drawing = FURNITURE[family];
    items += ellipse(x, floorY + 4, drawing.w * scale * 0.58, 16 * scale + 6, 'url(#shadow)');
    items += `<g ${OUTLINE}>${place(drawing.draw(palette), x, floorY, scale)}</g>`;
  }
  // The rug lies on the floor, so it is drawn after the wall decor and before the furniture.
  const behind = composition.decor
    .filter((d) => d !== 'rug')
    .map((d) => decorSvg(d, wall, rng))
    .join('');
  const rugs = composition.decor.includes('rug') ? decorSvg('rug', wall, rng) : '';
  const { width: W, height: H } = SCENE_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, 0.25)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#2a2118" stop-opacity=".3"/><stop offset="1" stop-color="#2a2118" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="light" cx=".7" cy=".2" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<g${mirror ? ` transform="translate(${W} 0) scale(-1 1)"` : ''}>` +
    rect(0, 0, W, 600, 0, 'url(#wall)') +
    floorSvg(composition.floor, wall) +
    behind +
    rugs +
    items +
    `</g>` +
    rect(0, 0, W, H, 0, 'url(#light)') +
    `</svg>`
  );
}
