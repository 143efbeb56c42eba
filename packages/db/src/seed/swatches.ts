/** Material swatches (600x600): each texture drawn as SVG - grain, brushing, weave, pile, veins, chips, glass. */
import type { IMaterialSpec } from './catalog-materials.js';
import { SWATCH_SIZE } from './images.js';
import { Random, hashOf } from './random.js';
import { circle, ellipse, path, rect, shade } from './svg-kit.js';

/** A 600x600 material sample drawn as a texture: grain, brushing, weave, veins, chips or reflections. */
export function swatchSvg(material: IMaterialSpec): string {
  const rng = new Random(hashOf(material.name));
  const { color: c, accent: a } = material;
  const S = SWATCH_SIZE;
  let defs = '';
  let body = rect(0, 0, S, S, 0, c);
  switch (material.texture) {
    case 'wood':
      for (let y = -20; y < S + 20; y += rng.int(8, 18)) {
        const d = () => rng.int(-14, 14);
        body += path(
          `M-10 ${y} C150 ${y + d()} 300 ${y + d()} 610 ${y + d()}`,
          'none',
          `stroke="${a}" stroke-width="${rng.float(1, 4).toFixed(1)}" opacity="${rng.float(0.2, 0.6).toFixed(2)}"`,
        );
      }
      for (let i = 0; i < rng.int(1, 3); i++) {
        const [x, y] = [rng.int(80, 520), rng.int(80, 520)];
        body += ellipse(
          x,
          y,
          rng.int(14, 26),
          rng.int(6, 10),
          'none',
          `stroke="${shade(a, -0.2)}" stroke-width="3" opacity=".55"`,
        );
        body += ellipse(x, y, 5, 3, shade(a, -0.25), 'opacity=".6"');
      }
      body += rect(0, 298, S, 4, 0, shade(a, -0.25), 'opacity=".5"');
      break;
    case 'metal':
      defs += `<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c, 0.35)}"/><stop offset=".45" stop-color="${c}"/><stop offset=".7" stop-color="${shade(c, -0.12)}"/><stop offset="1" stop-color="${shade(c, 0.2)}"/></linearGradient>`;
      body = rect(0, 0, S, S, 0, 'url(#m)');
      for (let i = 0; i < 260; i++) {
        const y = rng.int(0, S);
        body += rect(
          rng.int(-100, 400),
          y,
          rng.int(120, 500),
          1,
          0,
          rng.chance(0.5) ? '#fff' : '#000',
          `opacity="${rng.float(0.04, 0.14).toFixed(2)}"`,
        );
      }
      break;
    case 'linen':
      defs += `<pattern id="w" width="8" height="8" patternUnits="userSpaceOnUse">${rect(0, 0, 4, 8, 0, a, 'opacity=".35"')}${rect(0, 4, 8, 3, 0, shade(c, 0.25), 'opacity=".45"')}</pattern>`;
      body += rect(0, 0, S, S, 0, 'url(#w)');
      for (let i = 0; i < 60; i++)
        body += rect(
          rng.int(-50, S),
          rng.int(0, S),
          rng.int(20, 90),
          2,
          1,
          shade(a, -0.1),
          `opacity="${rng.float(0.2, 0.45).toFixed(2)}"`,
        );
      break;
    case 'velvet':
      defs += `<radialGradient id="v" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="${shade(c, 0.22)}"/><stop offset=".5" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.25)}"/></radialGradient>`;
      body = rect(0, 0, S, S, 0, 'url(#v)');
      for (let i = 0; i < 5; i++) {
        const x = rng.int(-100, 500);
        body += path(
          `M${x} -10 C${x + 120} 200 ${x - 60} 400 ${x + 90} 610 L${x + 150} 610 C${x} 400 ${x + 180} 200 ${x + 70} -10 Z`,
          shade(c, rng.chance(0.5) ? 0.12 : -0.12),
          'opacity=".35"',
        );
      }
      break;
    case 'boucle':
      for (let i = 0; i < 1100; i++) {
        body += circle(
          rng.int(0, S),
          rng.int(0, S),
          rng.int(4, 9),
          'none',
          `stroke="${rng.chance(0.5) ? a : shade(c, 0.4)}" stroke-width="2.5" opacity=".8"`,
        );
      }
      break;
    case 'leather':
      defs += `<radialGradient id="l" cx=".3" cy=".25" r=".95"><stop offset="0" stop-color="${shade(c, 0.2)}"/><stop offset="1" stop-color="${shade(c, -0.18)}"/></radialGradient>`;
      defs += `<pattern id="p" width="14" height="14" patternUnits="userSpaceOnUse">${circle(4, 5, 2.6, '#000', 'opacity=".12"')}${circle(11, 11, 2, '#000', 'opacity=".1"')}${circle(10, 3, 1.2, '#fff', 'opacity=".08"')}</pattern>`;
      body = rect(0, 0, S, S, 0, 'url(#l)') + rect(0, 0, S, S, 0, 'url(#p)');
      body += rect(
        36,
        36,
        S - 72,
        S - 72,
        24,
        'none',
        `stroke="${shade(c, 0.35)}" stroke-width="3" stroke-dasharray="14 9"`,
      );
      break;
    case 'marble':
    case 'travertine':
    case 'granite':
    case 'terrazzo':
      defs += `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>`;
      body += stoneTexture(material, rng);
      break;
    case 'glass':
    case 'fluted':
      defs += `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c, 0.35)}"/><stop offset="1" stop-color="${shade(c, -0.1)}"/></linearGradient>`;
      body = rect(0, 0, S, S, 0, 'url(#g)');
      if (material.texture === 'fluted') {
        defs += `<linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".6" stop-color="${a}" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity=".15"/></linearGradient>`;
        for (let x = 0; x < S; x += 30) body += rect(x, 0, 30, S, 0, 'url(#f)');
      }
      body +=
        path('M80 -10 L230 -10 L-10 420 L-10 150 Z', '#fff', 'opacity=".28"') +
        path('M330 -10 L380 -10 L80 610 L30 610 Z', '#fff', 'opacity=".2"');
      break;
    case 'weave':
      defs += `<pattern id="b" width="48" height="48" patternUnits="userSpaceOnUse" patternTransform="scale(1.6)">${rect(1, 2, 22, 9, 4, shade(c, 0.12))}${rect(1, 13, 22, 9, 4, c)}${rect(26, 1, 9, 22, 4, shade(c, -0.05))}${rect(37, 1, 9, 22, 4, shade(c, 0.1))}${rect(2, 25, 9, 22, 4, shade(c, 0.1))}${rect(13, 25, 9, 22, 4, shade(c, -0.05))}${rect(25, 26, 22, 9, 4, c)}${rect(25, 37, 22, 9, 4, shade(c, 0.12))}</pattern>`;
      body = rect(0, 0, S, S, 0, shade(a, -0.3)) + rect(0, 0, S, S, 0, 'url(#b)');
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><defs>${defs}</defs>${body}</svg>`;
}

function stoneTexture(material: IMaterialSpec, rng: Random): string {
  const { color: c, accent: a } = material;
  const S = SWATCH_SIZE;
  let out = '';
  if (material.texture === 'marble') {
    // Veins are smoothed random walks; the first two are also drawn wide and blurred for the cloudy depth of stone.
    for (let v = 0; v < 8; v++) {
      const points: [number, number][] = [[rng.int(-150, S), rng.int(-60, 60)]];
      while (points[points.length - 1]![1] < S + 40) {
        const [x, y] = points[points.length - 1]!;
        points.push([x + rng.int(-30, 60), y + rng.int(25, 60)]);
      }
      const d = points.reduce((acc, [x, y], i) => {
        if (i === 0) return `M${x} ${y}`;
        const [px, py] = points[i - 1]!;
        return `${acc} Q${px} ${py} ${(px + x) / 2} ${(py + y) / 2}`;
      }, '');
      if (v < 2) out += path(d, 'none', `stroke="${a}" stroke-width="26" opacity=".18" filter="url(#soft)"`);
      out += path(
        d,
        'none',
        `stroke="${a}" stroke-width="${rng.float(0.8, v < 2 ? 4 : 2.2).toFixed(1)}" stroke-linecap="round" opacity="${rng.float(0.4, 0.85).toFixed(2)}"`,
      );
    }
  } else if (material.texture === 'travertine') {
    for (let y = 0; y < S; y += rng.int(14, 40))
      out += rect(0, y, S, rng.int(6, 20), 0, rng.chance(0.5) ? a : shade(c, 0.2), 'opacity=".3"');
    for (let i = 0; i < 70; i++)
      out += ellipse(
        rng.int(0, S),
        rng.int(0, S),
        rng.int(3, 14),
        rng.int(1, 4),
        shade(a, -0.25),
        'opacity=".45"',
      );
  } else if (material.texture === 'terrazzo') {
    const chips = [a, '#7d9a84', '#3d3c3b', '#d9b99b', '#fbfaf7', '#9aa7ad'];
    for (let i = 0; i < 170; i++) {
      const [x, y, s] = [rng.int(0, S), rng.int(0, S), rng.int(5, 20)];
      out += path(
        `M${x} ${y} L${x + s} ${y + rng.int(-s, s) / 2} L${x + rng.int(0, s)} ${y + s} Z`,
        rng.pick(chips),
      );
    }
  } else {
    for (let i = 0; i < 1400; i++)
      out += circle(
        rng.int(0, S),
        rng.int(0, S),
        rng.float(1, 3.5),
        rng.chance(0.6) ? a : shade(c, 0.45),
        'opacity=".7"',
      );
  }
  return out;
}
