/**
 * Code 128 (set B) bar widths, drawn with rectangles: a packing slip's order number scans at the packing bench
 * without a barcode library. Each symbol is six widths (bar, space, bar, space, bar, space) in modules; the stop
 * symbol has a seventh bar.
 */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const STOP = 106;

/** The symbol values of `text` in set B with its start, check and stop symbols. Printable ASCII only. */
export function code128Values(text: string): number[] {
  const values = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 126) throw new Error(`Code 128 B cannot encode ${JSON.stringify(char)}`);
    return code - 32;
  });
  const check = values.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103;
  return [START_B, ...values, check, STOP];
}

/** The widths in modules, bar first and alternating, of the whole symbol (without quiet zones). */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...PATTERNS[value]!].map(Number));
}

/** Reads the widths back to text (set B): the tests' proof that what is drawn says the order number. */
export function decodeCode128(widths: readonly number[]): string {
  const symbols: number[] = [];
  for (let at = 0; at < widths.length - 7; at += 6)
    symbols.push(PATTERNS.indexOf(widths.slice(at, at + 6).join('')));
  const [start, ...rest] = symbols;
  const check = rest.pop();
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start!) % 103;
  if (start !== START_B || check !== sum || rest.some((v) => v < 0))
    throw new Error('not a Code 128 B symbol');
  return rest.map((value) => String.fromCharCode(value + 32)).join('');
}

export interface IBarcodeBox {
  x: number;
  y: number;
  /** The width of one module in points (the narrowest bar). */
  module: number;
  height: number;
}

/** Draws the barcode's bars as filled rectangles; answers its width in points, quiet zones included. */
export function drawCode128(
  doc: { rect: (x: number, y: number, w: number, h: number) => unknown; fill: (color: string) => unknown },
  text: string,
  { x, y, module, height }: IBarcodeBox,
): number {
  const quiet = 10 * module;
  let cursor = x + quiet;
  code128Widths(text).forEach((width, index) => {
    if (index % 2 === 0) doc.rect(cursor, y, width * module, height);
    cursor += width * module;
  });
  doc.fill('#000000');
  return cursor + quiet - x;
}
