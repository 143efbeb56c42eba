/**
 * Product shots (a flat illustration in a little photo studio), palettes, and JPEG encoding. Every picture of the
 * seed is drawn as SVG and rasterised by sharp, so the seed needs no binary assets and stays deterministic.
 */
import type { IMaterialSpec } from './catalog-materials.js';
import type { TFamily } from './catalog-rooms.js';
import { FURNITURE, type IPalette, type TMaterialKind } from './furniture-svg.js';
import { hashOf } from './random.js';
import { ACCENTS, ellipse, rect, shade } from './svg-kit.js';

const PRODUCT_SIZE = 1000;
export const SCENE_SIZE = { width: 1200, height: 900 } as const;
export const SWATCH_SIZE = 600;
export const JPEG_QUALITY = 82;

/** Studio wall and floor colours; variant 1 is the catalogue's warm white, the others vary the mood. */
const STUDIOS = [
  { wall: '#efe9df', floor: '#dcd0bf' },
  { wall: '#dfe5da', floor: '#cfc6b6' },
  { wall: '#dde3e8', floor: '#d3cabd' },
  { wall: '#efe0d7', floor: '#d9cbbb' },
  { wall: '#ece3cf', floor: '#d2c3ab' },
] as const;

/** A faint warm outline keeps pale pieces (white marble, ivory bouclé) readable against the pale studio. */
export const OUTLINE = 'stroke="#3c2d1e" stroke-opacity=".16" stroke-width="1.5"';

const KIND_OF_TYPE: Record<string, TMaterialKind> = {
  Wood: 'wood',
  Metal: 'metal',
  Fabric: 'soft',
  Leather: 'soft',
  Stone: 'stone',
  Glass: 'glass',
  'Natural Fiber': 'fiber',
};

function materialKind(material: IMaterialSpec): TMaterialKind {
  return KIND_OF_TYPE[material.type] ?? 'wood';
}

/** The colours a piece is drawn in: its two materials plus two decor accents chosen by the image key. */
export function paletteFor(primary: IMaterialSpec, secondary: IMaterialSpec, key: string): IPalette {
  const h = hashOf(key);
  const accent = ACCENTS[h % ACCENTS.length]!;
  const accent2 = ACCENTS[(h + 1 + ((h >>> 8) % (ACCENTS.length - 1))) % ACCENTS.length]!;
  return {
    main: primary.color,
    mainKind: materialKind(primary),
    sec: secondary.color,
    secKind: materialKind(secondary),
    accent,
    accent2,
  };
}

function studio(wall: string, floor: string, width: number, height: number, horizon: number): string {
  return (
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, 0.35)}"/>` +
    `<stop offset="1" stop-color="${wall}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(floor, -0.04)}"/>` +
    `<stop offset="1" stop-color="${shade(floor, 0.12)}"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#2a2118" stop-opacity=".32"/>` +
    `<stop offset=".55" stop-color="#2a2118" stop-opacity=".12"/><stop offset="1" stop-color="#2a2118" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="light" cx=".25" cy=".15" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".45"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    rect(0, 0, width, horizon, 0, 'url(#wall)') +
    rect(0, horizon, width, height - horizon, 0, 'url(#floor)') +
    rect(0, horizon - 8, width, 10, 0, shade(wall, 0.25)) +
    rect(0, horizon + 2, width, 3, 0, shade(floor, -0.1), 'opacity=".5"')
  );
}

/**
 * A product shot: variant 1 is the cover (warm white studio), variant 2 the same piece mirrored in a coloured
 * studio, variant 3 a close-up of the cover (same drawing, narrower viewBox, so it stays crisp).
 */
export function productSvg(family: TFamily, palette: IPalette, variant: number, key: string): string {
  const drawing = FURNITURE[family];
  const k = Math.min(660 / drawing.w, 540 / drawing.h, 1.9) * (variant === 2 ? 0.92 : 1);
  const look = variant === 2 ? STUDIOS[1 + (hashOf(key) % (STUDIOS.length - 1))]! : STUDIOS[0];
  const flip = variant === 2 ? -k : k;
  const floorY = 815;
  const crop = detailRegion(family);
  const viewBox = variant === 3 ? `${crop.left} ${crop.top} ${crop.width} ${crop.height}` : '0 0 1000 1000';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_SIZE}" height="${PRODUCT_SIZE}" viewBox="${viewBox}">` +
    studio(look.wall, look.floor, 1000, 1000, 690) +
    ellipse(500, floorY, Math.min(470, drawing.w * k * 0.62), 30, 'url(#shadow)') +
    `<g transform="translate(500 ${floorY}) scale(${flip} ${k}) translate(-500 -800)" ${OUTLINE}>${drawing.draw(palette)}</g>` +
    rect(0, 0, 1000, 1000, 0, 'url(#light)') +
    `</svg>`
  );
}

/** Where the close-up (variant 3) is cut from the cover: a square around the drawing's focus point. */
function detailRegion(family: TFamily): { left: number; top: number; width: number; height: number } {
  const drawing = FURNITURE[family];
  const k = Math.min(660 / drawing.w, 540 / drawing.h, 1.9);
  const size = 440;
  const clamp = (v: number) => Math.round(Math.min(PRODUCT_SIZE - size, Math.max(0, v - size / 2)));
  return {
    left: clamp(500 + (drawing.focus[0] - 500) * k),
    top: clamp(815 + (drawing.focus[1] - 800) * k),
    width: size,
    height: size,
  };
}

/**
 * Plain libjpeg: mozjpeg would halve the (already tiny) files of flat art but doubles the seed's render time.
 * sharp is loaded on first use, so importing @shop/db (migrations, the API) does not load libvips.
 */
export async function renderJpeg(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}
