/** Small SVG helpers for the flat illustrations: colour shading, rounded rectangles and a few props. */

/** Mixes a #rrggbb colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(amount));
  const [r, g, b] = [mix((n >> 16) & 255), mix((n >> 8) & 255), mix(n & 255)];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-opacity="1" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
}

/** Places a drawing made in the 1000x1000 frame (floor at y=800, centred on x=500) at (x, floorY), scaled. */
export function place(svg: string, x: number, floorY: number, scale: number): string {
  return `<g transform="translate(${x} ${floorY}) scale(${scale}) translate(-500 -800)">${svg}</g>`;
}

/** A potted plant standing at (x, y), about 60 px tall at scale 1. */
export function plant(x: number, y: number, scale = 1, pot = '#d8c8b4'): string {
  const leaves = [
    [-18, -58, -30],
    [14, -62, 25],
    [-4, -74, -5],
    [-26, -40, -55],
    [24, -44, 50],
  ]
    .map(([dx, dy, rot]) => ellipse(dx!, dy!, 9, 24, '#6f8f6a', `transform="rotate(${rot} ${dx} ${dy})"`))
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">${leaves}${ellipse(-4, -50, 6, 20, '#5c7a58')}${path('M-20 -22 L20 -22 L15 0 L-15 0 Z', pot)}</g>`;
}

/** A vase with two stems standing at (x, y). */
export function vase(x: number, y: number, scale = 1, color = '#efe9df'): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${line(0, -40, -14, -92, '#7b8a5e', 3)}${line(2, -40, 16, -100, '#7b8a5e', 3)}${circle(-14, -94, 7, '#e0b8a0')}${circle(16, -102, 6, '#f1dcc4')}${path('M-12 -44 Q-22 -20 -14 0 L14 0 Q22 -20 12 -44 Z', color)}${rect(-8, -48, 16, 6, 3, shade(color, -0.08))}</g>`;
}

/** A short stack of books lying flat, bottom at (x, y). */
export function bookStack(x: number, y: number, colors: readonly string[], scale = 1): string {
  const books = colors.map((c, i) => rect(-40 + (i % 2) * 6, -14 * (i + 1), 80 - i * 8, 13, 2, c)).join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">${books}</g>`;
}

/** A table lamp standing at (x, y). */
export function tableLamp(x: number, y: number, scale = 1, base = '#c9a45c', shadeColor = '#f3ece0'): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${ellipse(0, -70, 50, 40, '#fff6dc', 'opacity=".35"')}${rect(-3, -60, 6, 60, 3, base)}${ellipse(0, -2, 22, 5, base)}${path('M-26 -104 L26 -104 L38 -58 L-38 -58 Z', shadeColor)}</g>`;
}

/** Decor colours for pillows, books and bins: muted, catalogue-friendly. */
export const ACCENTS = [
  '#c9784f',
  '#7d9a84',
  '#d8b25c',
  '#5f7893',
  '#b4838c',
  '#e3d3b8',
  '#8c6f9a',
  '#3f5a57',
] as const;
