// Reads the PNGs Chromium writes (8-bit, not interlaced) into RGBA pixels, and counts the pixels two of them differ
// in. Plain Node: comparing screenshots for exact equality needs no image library.
import { inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
/** Bytes per pixel of each colour type we read: greyscale, RGB, greyscale + alpha, RGBA. */
const CHANNELS = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes the per-row filters (the PNG spec's filter types 0-4): returns the raw scanlines. */
function unfilter(data, width, height, bpp) {
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const up = row - stride;
    for (let x = 0; x < stride; x++) {
      const raw = data[src + x];
      const a = x >= bpp ? out[row + x - bpp] : 0;
      const b = y > 0 ? out[up + x] : 0;
      const c = x >= bpp && y > 0 ? out[up + x - bpp] : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (predictor === undefined) throw new Error(`unknown PNG filter ${filter}`);
      out[row + x] = (raw + predictor) & 0xff;
    }
  }
  return out;
}

/** Decodes a PNG into { width, height, rgba }. */
export function decodePng(buffer) {
  if (!buffer.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  let header;
  const idat = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8],
        colour: body[9],
        interlace: body[12],
      };
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const bpp = CHANNELS[header?.colour];
  if (!header || header.depth !== 8 || header.interlace !== 0 || !bpp)
    throw new Error('only 8-bit, non-interlaced greyscale/RGB(A) PNGs are read');
  const raw = unfilter(inflateSync(Buffer.concat(idat)), header.width, header.height, bpp);
  const rgba = Buffer.alloc(header.width * header.height * 4);
  for (let i = 0, j = 0; i < raw.length; i += bpp, j += 4) {
    const grey = bpp <= 2;
    rgba[j] = raw[i];
    rgba[j + 1] = grey ? raw[i] : raw[i + 1];
    rgba[j + 2] = grey ? raw[i] : raw[i + 2];
    rgba[j + 3] = bpp === 4 ? raw[i + 3] : bpp === 2 ? raw[i + 1] : 255;
  }
  return { width: header.width, height: header.height, rgba };
}

/**
 * The number of pixels that differ between two PNGs. Images of different sizes are compared over the area they share,
 * and every pixel outside it counts as different, so a page that grew or shrank never compares as equal.
 */
export function differingPixels(a, b) {
  if (a.equals(b)) return { differing: 0, sizes: null };
  const one = decodePng(a);
  const two = decodePng(b);
  const width = Math.min(one.width, two.width);
  const height = Math.min(one.height, two.height);
  let differing = one.width * one.height + two.width * two.height - 2 * width * height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * one.width + x) * 4;
      const j = (y * two.width + x) * 4;
      if (
        one.rgba[i] !== two.rgba[j] ||
        one.rgba[i + 1] !== two.rgba[j + 1] ||
        one.rgba[i + 2] !== two.rgba[j + 2] ||
        one.rgba[i + 3] !== two.rgba[j + 3]
      )
        differing++;
    }
  }
  const sizes =
    one.width === two.width && one.height === two.height
      ? null
      : `${one.width}x${one.height} vs ${two.width}x${two.height}`;
  return { differing, sizes };
}
