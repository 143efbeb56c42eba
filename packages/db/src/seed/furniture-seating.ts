/** Seating and beds: sofas, chairs, stools, benches, patio sets and beds. */
import type { TFamily } from './catalog-rooms.js';
import { LINEN, dk, leg, legsOf, lt, softOf, type IDrawing } from './furniture-kit.js';
import { circle, ellipse, line, path, rect, vase } from './svg-kit.js';

export const SEATING = {
  sofa: {
    focus: [250, 640],
    w: 704,
    h: 264,
    draw: (p) =>
      leg(168, 770, 800, 18, legsOf(p)) +
      leg(814, 770, 800, 18, legsOf(p)) +
      rect(150, 650, 700, 124, 26, dk(p.main, 0.1)) +
      rect(182, 536, 636, 170, 40, dk(p.main, 0.05)) +
      [0, 1, 2].map((i) => rect(200 + i * 202, 560, 196, 120, 30, lt(p.main, 0.03))).join('') +
      [0, 1, 2].map((i) => rect(196 + i * 203, 640, 200, 52, 18, lt(p.main, 0.09))).join('') +
      rect(148, 596, 104, 180, 40, p.main) +
      rect(748, 596, 104, 180, 40, p.main) +
      rect(158, 603, 84, 16, 8, lt(p.main, 0.14)) +
      rect(758, 603, 84, 16, 8, lt(p.main, 0.14)) +
      rect(232, 584, 108, 96, 26, p.accent, 'transform="rotate(-8 286 632)"') +
      rect(660, 584, 108, 96, 26, p.accent2, 'transform="rotate(8 714 632)"'),
  },
  armchair: {
    focus: [500, 610],
    w: 260,
    h: 272,
    draw: (p) => {
      const frame = p.main;
      const soft = softOf(p);
      return (
        leg(388, 768, 800, 14, legsOf(p)) +
        leg(598, 768, 800, 14, legsOf(p)) +
        rect(380, 660, 240, 114, 24, dk(frame, 0.1)) +
        rect(400, 528, 200, 170, 46, dk(frame, 0.04)) +
        rect(418, 548, 164, 124, 34, lt(soft, 0.03)) +
        rect(410, 640, 180, 52, 18, lt(soft, 0.09)) +
        rect(370, 598, 64, 178, 30, frame) +
        rect(566, 598, 64, 178, 30, frame) +
        rect(450, 592, 100, 74, 22, p.accent)
      );
    },
  },
  chair: {
    focus: [500, 600],
    w: 170,
    h: 272,
    draw: (p) => {
      const frame = p.mainKind === 'soft' ? legsOf(p) : p.main;
      const seat = p.mainKind === 'soft' ? p.main : p.secKind === 'soft' ? p.sec : p.main;
      const legs = p.secKind === 'metal' ? p.sec : frame;
      return (
        rect(428, 528, 12, 272, 5, dk(legs, 0.2)) +
        rect(560, 528, 12, 272, 5, dk(legs, 0.2)) +
        rect(420, 534, 160, 76, 18, seat) +
        rect(430, 540, 140, 10, 5, lt(seat, 0.12)) +
        rect(420, 660, 160, 26, 10, seat) +
        rect(416, 682, 168, 12, 5, dk(frame, 0.1)) +
        leg(420, 690, 800, 14, legs) +
        leg(566, 690, 800, 14, legs) +
        rect(434, 748, 132, 6, 3, dk(legs, 0.25))
      );
    },
  },
  stool: {
    focus: [500, 520],
    w: 170,
    h: 320,
    draw: (p) =>
      path('M436 500 L420 800 L432 800 L452 500 Z', p.sec) +
      path('M564 500 L580 800 L568 800 L548 500 Z', p.sec) +
      path('M472 500 L466 790 L476 790 L484 500 Z', dk(p.sec, 0.25)) +
      path('M528 500 L534 790 L524 790 L516 500 Z', dk(p.sec, 0.25)) +
      rect(428, 690, 144, 8, 4, p.sec) +
      rect(420, 480, 160, 30, 15, p.main) +
      rect(430, 484, 140, 8, 4, lt(p.main, 0.15)),
  },
  'office-chair': {
    focus: [500, 560],
    w: 240,
    h: 340,
    draw: (p) =>
      line(500, 770, 400, 784, p.sec, 12) +
      line(500, 770, 600, 784, p.sec, 12) +
      line(500, 770, 450, 790, dk(p.sec, 0.2), 12) +
      line(500, 770, 550, 790, dk(p.sec, 0.2), 12) +
      [400, 450, 550, 600].map((x) => circle(x, 792, 9, '#2b2b2d')).join('') +
      rect(492, 680, 16, 92, 5, p.sec) +
      rect(410, 464, 180, 196, 56, p.main) +
      rect(432, 486, 136, 30, 15, lt(p.main, 0.12)) +
      rect(380, 600, 16, 70, 7, dk(p.sec, 0.1)) +
      rect(604, 600, 16, 70, 7, dk(p.sec, 0.1)) +
      rect(372, 596, 48, 14, 7, p.sec) +
      rect(580, 596, 48, 14, 7, p.sec) +
      rect(392, 648, 216, 42, 20, lt(p.main, 0.06)),
  },
  bed: {
    focus: [260, 600],
    w: 710,
    h: 400,
    draw: (p) => {
      const frame = p.main;
      const legs = p.mainKind === 'soft' ? legsOf(p) : dk(p.main, 0.1);
      return (
        leg(190, 700, 800, 20, legs) +
        leg(820, 700, 800, 20, legs) +
        rect(146, 400, 52, 400, 16, frame) +
        rect(152, 408, 40, 14, 7, lt(frame, 0.14)) +
        rect(180, 650, 676, 60, 12, frame) +
        rect(196, 596, 650, 64, 22, '#f4f1ea') +
        rect(206, 552, 130, 56, 26, '#fbfaf6') +
        rect(226, 566, 110, 44, 22, p.accent2) +
        rect(320, 582, 530, 90, 28, p.secKind === 'soft' ? p.sec : '#e9e3d8') +
        rect(690, 578, 150, 98, 20, p.accent) +
        rect(836, 600, 22, 110, 10, dk(frame, 0.05))
      );
    },
  },
  'bunk-bed': {
    focus: [700, 520],
    w: 660,
    h: 520,
    draw: (p) => {
      const bedding = p.secKind === 'soft' ? p.sec : '#8aa0b3';
      return (
        rect(172, 280, 24, 520, 6, p.main) +
        rect(804, 280, 24, 520, 6, p.main) +
        rect(196, 486, 608, 36, 6, p.main) +
        rect(196, 716, 608, 36, 6, p.main) +
        rect(204, 446, 592, 42, 16, '#f4f1ea') +
        rect(204, 676, 592, 42, 16, '#f4f1ea') +
        rect(300, 436, 496, 52, 18, bedding) +
        rect(300, 666, 496, 52, 18, p.accent) +
        rect(212, 424, 84, 36, 16, '#fbfaf6') +
        rect(212, 654, 84, 36, 16, '#fbfaf6') +
        rect(196, 360, 420, 14, 6, p.main) +
        [260, 340, 420, 500, 580].map((x) => rect(x, 372, 10, 76, 4, dk(p.main, 0.08))).join('') +
        rect(660, 360, 10, 440, 4, dk(p.main, 0.1)) +
        rect(740, 360, 10, 440, 4, dk(p.main, 0.1)) +
        [420, 500, 580, 660, 740].map((y) => rect(660, y, 90, 9, 4, p.main)).join('')
      );
    },
  },
  'patio-set': {
    focus: [500, 600],
    w: 700,
    h: 560,
    draw: (p) => {
      const cushion = p.secKind === 'soft' ? p.sec : LINEN;
      const top = p.secKind === 'glass' ? p.sec : p.main;
      const chair = (x: number, dir: number) =>
        `<g transform="translate(${x} 0) scale(${dir} 1)">` +
        path('M-70 800 L-58 640 L-48 640 L-60 800 Z', dk(p.main, 0.1)) +
        path('M60 800 L48 640 L58 640 L70 800 Z', p.main) +
        rect(-74, 624, 150, 22, 8, p.main) +
        path('M-74 630 L-96 470 L-78 466 L-54 628 Z', p.main) +
        rect(-70, 604, 140, 28, 12, cushion) +
        path('M-82 480 L-64 476 L-46 600 L-66 604 Z', cushion) +
        `</g>`;
      return (
        rect(497, 250, 6, 550, 3, '#8c7a66') +
        path('M500 240 L320 330 Q500 306 680 330 Z', cushion) +
        path('M500 240 L420 330 Q500 318 580 330 Z', lt(cushion, 0.15)) +
        chair(300, 1) +
        chair(700, -1) +
        rect(488, 640, 24, 158, 6, dk(p.main, 0.1)) +
        ellipse(500, 796, 60, 8, dk(p.main, 0.1)) +
        rect(400, 624, 200, 18, 8, top) +
        vase(540, 624, 0.7, '#efe9df')
      );
    },
  },
  bench: {
    focus: [330, 600],
    w: 450,
    h: 280,
    draw: (p) => {
      const legs = p.secKind === 'metal' ? p.sec : dk(p.main, 0.12);
      return (
        [0, 1, 2].map((i) => rect(300, 530 + i * 26, 400, 16, 5, p.main)).join('') +
        rect(302, 520, 12, 150, 5, legs) +
        rect(686, 520, 12, 150, 5, legs) +
        leg(286, 660, 800, 20, legs) +
        leg(694, 660, 800, 20, legs) +
        rect(276, 636, 448, 20, 6, dk(p.main, 0.08)) +
        rect(276, 640, 448, 8, 4, lt(p.main, 0.1)) +
        (p.secKind === 'soft' ? rect(290, 616, 420, 28, 12, p.sec) : '') +
        rect(314, 744, 372, 8, 4, legs)
      );
    },
  },
} satisfies Partial<Record<TFamily, IDrawing>>;
