/** Tables, storage, lighting and mirrors. */
import type { TFamily } from './catalog-rooms.js';
import { LINEN, cabinet, dk, leg, lt, type IDrawing } from './furniture-kit.js';
import { bookStack, circle, ellipse, line, path, plant, rect, tableLamp, vase } from './svg-kit.js';

export const TABLES_AND_STORAGE = {
  'dining-table': {
    focus: [250, 600],
    w: 640,
    h: 240,
    draw: (p) =>
      rect(246, 588, 18, 200, 4, dk(p.sec, 0.25)) +
      rect(736, 588, 18, 200, 4, dk(p.sec, 0.25)) +
      rect(212, 584, 576, 22, 3, dk(p.main, 0.12)) +
      leg(212, 590, 800, 24, p.sec) +
      leg(764, 590, 800, 24, p.sec) +
      rect(184, 560, 632, 28, 6, p.main) +
      rect(184, 560, 632, 7, 4, lt(p.main, 0.15)) +
      vase(500, 560, 1.1, p.accent2) +
      bookStack(660, 560, [p.accent, '#e8e1d4'], 0.7),
  },
  'coffee-table': {
    focus: [360, 690],
    w: 400,
    h: 128,
    draw: (p) =>
      leg(316, 696, 800, 18, p.sec) +
      leg(666, 696, 800, 18, p.sec) +
      rect(322, 752, 356, 14, 6, dk(p.main, 0.12)) +
      rect(300, 672, 400, 28, 14, p.main) +
      rect(308, 674, 384, 7, 4, lt(p.main, 0.16)) +
      bookStack(390, 672, [p.accent, p.accent2, '#efe8dc'], 0.8) +
      ellipse(600, 664, 40, 10, dk(p.accent2, 0.1)) +
      circle(590, 656, 9, '#e0a64e') +
      circle(608, 656, 9, '#d9873f'),
  },
  'side-table': {
    focus: [500, 640],
    w: 180,
    h: 290,
    draw: (p) =>
      ellipse(500, 795, 64, 9, p.sec) +
      rect(484, 640, 32, 156, 8, p.sec) +
      rect(410, 620, 180, 26, 13, p.main) +
      rect(418, 622, 164, 7, 4, lt(p.main, 0.16)) +
      plant(500, 620, 1.3, p.accent2),
  },
  nightstand: {
    focus: [500, 650],
    w: 180,
    h: 310,
    draw: (p) =>
      cabinet({ x: 412, y: 608, w: 176, h: 192, legH: 34, rows: 2, cols: 1, drawers: true, p }) +
      tableLamp(470, 608, 1, p.secKind === 'metal' ? p.sec : '#c9a45c'),
  },
  dresser: {
    focus: [340, 600],
    w: 480,
    h: 330,
    draw: (p) =>
      cabinet({ x: 260, y: 544, w: 480, h: 256, legH: 36, rows: 3, cols: 2, drawers: true, p }) +
      vase(330, 544, 0.9, p.accent2) +
      rect(600, 470, 80, 74, 4, '#3d3a36') +
      rect(607, 477, 66, 60, 2, p.accent),
  },
  sideboard: {
    focus: [300, 600],
    w: 576,
    h: 330,
    draw: (p) =>
      cabinet({ x: 212, y: 544, w: 576, h: 256, legH: 40, rows: 1, cols: 4, drawers: false, p }) +
      tableLamp(290, 544, 1.1, '#c9a45c') +
      bookStack(560, 544, [p.accent, p.accent2], 0.9) +
      plant(700, 544, 1.2, p.accent2),
  },
  media: {
    focus: [500, 660],
    w: 544,
    h: 380,
    draw: (p) =>
      cabinet({ x: 228, y: 624, w: 544, h: 176, legH: 32, rows: 1, cols: 3, drawers: false, p }) +
      rect(427, 638, 146, 100, 4, dk(p.main, 0.45)) +
      bookStack(500, 734, [p.accent, '#e9e2d5', p.accent2], 0.9) +
      rect(482, 604, 36, 20, 3, '#2b2b2d') +
      rect(320, 420, 360, 196, 8, '#232326') +
      rect(328, 428, 344, 180, 4, '#3a4550') +
      path('M328 428 L472 428 L372 608 L328 608 Z', '#ffffff', 'opacity=".06"'),
  },
  wardrobe: {
    focus: [500, 420],
    w: 370,
    h: 640,
    draw: (p) =>
      cabinet({ x: 324, y: 172, w: 352, h: 628, legH: 30, rows: 1, cols: 2, drawers: false, p }) +
      rect(316, 160, 368, 20, 4, dk(p.main, 0.08)),
  },
  island: {
    focus: [400, 540],
    w: 510,
    h: 330,
    draw: (p) => {
      const top = p.secKind === 'stone' ? p.sec : p.mainKind === 'stone' ? p.main : lt(p.main, 0.08);
      const body = p.mainKind === 'stone' ? '#e7e2d8' : p.main;
      return (
        cabinet({
          x: 270,
          y: 534,
          w: 460,
          h: 266,
          legH: 30,
          rows: 2,
          cols: 3,
          drawers: true,
          p: { ...p, main: body },
        }) +
        rect(248, 512, 504, 26, 5, top) +
        rect(248, 512, 504, 7, 4, lt(top, 0.18)) +
        ellipse(420, 506, 52, 12, '#efe9df') +
        [396, 418, 440]
          .map((x, i) => circle(x, 496 - (i % 2) * 6, 12, i === 1 ? '#e9c44b' : '#dcb53b'))
          .join('') +
        plant(640, 512, 1.1)
      );
    },
  },
  vanity: {
    focus: [500, 540],
    w: 300,
    h: 520,
    draw: (p) =>
      cabinet({ x: 356, y: 552, w: 288, h: 248, legH: 34, rows: 1, cols: 2, drawers: false, p }) +
      rect(346, 536, 308, 18, 3, p.sec) +
      ellipse(500, 530, 70, 14, '#f7f6f3') +
      rect(494, 488, 8, 34, 4, '#c9a45c') +
      rect(494, 488, 30, 7, 3, '#c9a45c') +
      circle(500, 370, 92, '#c9a45c') +
      circle(500, 370, 84, '#dfe8ea') +
      path('M450 330 L530 300 L470 440 L440 420 Z', '#ffffff', 'opacity=".35"'),
  },
  'cube-storage': {
    focus: [450, 640],
    w: 330,
    h: 260,
    draw: (p) => {
      const bins = [p.sec, '', p.sec, p.accent, p.sec, ''];
      let cells = '';
      bins.forEach((bin, i) => {
        const cx = 352 + (i % 3) * 100;
        const cy = 556 + Math.floor(i / 3) * 110;
        cells += rect(cx, cy, 96, 100, 4, dk(p.main, 0.35));
        cells += bin
          ? rect(cx + 4, cy + 10, 88, 90, 6, bin) + rect(cx + 34, cy + 22, 28, 10, 5, dk(bin, 0.3))
          : circle(cx + 34, cy + 78, 20, p.accent2) + rect(cx + 56, cy + 60, 30, 38, 4, '#e0a64e');
      });
      return rect(340, 544, 320, 250, 8, p.main) + cells + rect(346, 792, 308, 8, 2, dk(p.main, 0.2));
    },
  },
  bookcase: {
    focus: [500, 400],
    w: 300,
    h: 640,
    draw: (p) => {
      const shelf = p.secKind === 'glass' ? p.sec : p.main;
      const palette = [p.accent, p.accent2, '#e8e0d0', '#3f4a55', '#b7a48a', '#c9784f'];
      let items = rect(372, 172, 256, 616, 2, dk(p.main, 0.22));
      for (let s = 0; s < 4; s++) {
        const y = 320 + s * 156;
        let x = 382;
        if (s % 2 === 1) items += plant(590, y - 2, 1.1);
        for (let b = 0; b < (s % 2 === 1 ? 6 : 9); b++) {
          const bh = 70 + ((b * 37 + s * 11) % 45);
          const bw = 14 + ((b * 13 + s) % 12);
          items += rect(x, y - bh, bw, bh, 2, palette[(b + s) % palette.length]!);
          x += bw + 2;
        }
        items += rect(356, y, 288, 14, 3, shelf);
      }
      return (
        items +
        rect(356, 160, 20, 640, 4, p.main) +
        rect(624, 160, 20, 640, 4, p.main) +
        rect(356, 160, 288, 16, 3, p.main)
      );
    },
  },
  desk: {
    focus: [600, 590],
    w: 470,
    h: 400,
    draw: (p) =>
      leg(290, 580, 800, 16, p.sec) +
      leg(694, 580, 800, 16, p.sec) +
      rect(300, 720, 400, 8, 4, dk(p.sec, 0.2)) +
      rect(540, 582, 150, 84, 6, dk(p.main, 0.05)) +
      rect(548, 590, 134, 68, 4, lt(p.main, 0.05)) +
      rect(598, 620, 34, 7, 3.5, dk(p.main, 0.35)) +
      rect(268, 560, 464, 24, 5, p.main) +
      rect(276, 562, 448, 7, 4, lt(p.main, 0.15)) +
      path('M400 556 L540 556 L548 560 L392 560 Z', '#9ea3a8') +
      path('M410 460 L530 460 L540 556 L400 556 Z', '#c9cdd1') +
      line(320, 558, 348, 470, '#2b2b2d', 6) +
      line(348, 470, 380, 490, '#2b2b2d', 6) +
      path('M370 482 L400 478 L404 506 L384 512 Z', '#2b2b2d') +
      plant(670, 560, 1.1, p.accent2),
  },
  lamp: {
    focus: [500, 340],
    w: 160,
    h: 520,
    draw: (p) => {
      const base = p.secKind === 'stone' ? p.sec : p.main;
      const shadeC = p.secKind === 'soft' ? p.sec : LINEN;
      return (
        ellipse(500, 330, 170, 150, '#fff3d6', 'opacity=".35"') +
        ellipse(500, 792, 70, 12, base) +
        rect(430, 780, 140, 14, 7, base) +
        rect(496, 380, 8, 404, 4, p.main) +
        path('M432 284 L568 284 L598 396 L402 396 Z', shadeC) +
        path('M432 284 L470 284 L446 396 L402 396 Z', lt(shadeC, 0.25), 'opacity=".6"')
      );
    },
  },
  mirror: {
    focus: [500, 420],
    w: 260,
    h: 560,
    draw: (p) =>
      path('M372 620 L372 370 A128 128 0 0 1 628 370 L628 620 Z', p.main) +
      path('M388 608 L388 372 A112 112 0 0 1 612 372 L612 608 Z', p.secKind === 'glass' ? p.sec : '#dfe8ea') +
      path('M420 560 L560 300 L598 330 L470 600 Z', '#ffffff', 'opacity=".3"') +
      rect(372, 616, 256, 10, 3, dk(p.main, 0.15)) +
      plant(640, 800, 2.2, '#d8c8b4'),
  },
} satisfies Partial<Record<TFamily, IDrawing>>;
