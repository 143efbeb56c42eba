import { normalizeFitPassages, type TFitPassages } from '../account/fit-passages.js';

// The passages' fields and schemas live beside the rule; every import of them from here stays as it was.
export * from '../account/fit-passages.js';

/**
 * "Will it fit?": whether a piece of furniture gets from the street to its room through the narrowest door,
 * hallway, stair and elevator the buyer measured, in its shipping box and unboxed (assembled), with a reason that
 * names the numbers. Pure and browser-safe: the product page runs it as the buyer types.
 *
 * The model, and where its rules come from (every rule errs on the side of "does not fit"):
 *
 * - A piece is a rectangular block: the box exactly, the assembled piece by the block around it (its width, depth
 *   and height). A sofa's L-shaped side view can do better than its block (movers tilt it by its "diagonal depth",
 *   measured from the top of the back to the front of the seat), which the catalogue does not record; the answer
 *   may therefore say "does not fit" for a sofa that an experienced crew tilts through, never the other way round.
 * - Door (and the straight flight of a stair, and an elevator's door): a block passes a rectangular opening when its
 *   two smallest sides fit the opening's two sides, its longest side going through lengthwise, carried on its side
 *   or stood on end as needed. That is the movers' and retailers' rule ("the doorway must be wider than the sofa's
 *   depth or height, whichever is smaller; if it is taller than the sofa is long, stand it on end"; e.g. IKEA, Article
 *   and Crate & Barrel delivery guides). Tilting a block inside a thin doorway never beats its smallest cross-section
 *   (every slanted cut through a block is at least as large), so no "diagonal" credit is given at a door.
 * - Hallway: the hallway is assumed to have a right-angle turn, both legs as wide as the buyer measured. A block
 *   carried flat with `across` inches across and `long` inches long gets round the corner between corridors `p` and
 *   `q` wide when `long` is at most min over θ of  p / sin θ + q / cos θ − across / (sin θ · cos θ)  — the ladder
 *   round the corner ((p^(2/3) + q^(2/3))^(3/2) for a ladder of no width) grown to a block of width `across`
 *   (the outer long side touches both outer walls while the inner one touches the inside corner; see e.g. Moser,
 *   "Moving furniture through a hallway", SIAM Review 8 (1966), and the moving-sofa literature). It is the planar
 *   bound: lifting one end (which needs the ceiling's height, unknown here) only helps, so the bound is conservative.
 *   A piece no longer than the door is tall (when the door's height was given) may instead be carried on end, which
 *   turns any corner it can stand in.
 * - Elevator: the piece goes through the elevator's door (its width; the door's height is not asked, so it is taken
 *   as the cabin's), then must fit in the cabin: one side across the cabin (taken as no wider than its door, which
 *   is conservative), the other two in the cabin's side view (depth × height), upright, lying or tilted on the
 *   diagonal — the usual way a long headboard or a mattress rides. Without the cabin's height the piece must lie flat
 *   along the depth.
 * - Only the passages the buyer gave are checked. "Tight" means it passes with less than one inch to spare
 *   (`FIT_TIGHT_MARGIN_IN`): blankets, hands and a door's hinges take that much, so the crew should measure again.
 * - Overall, the piece must make the whole way in one form: all in its box, or all unboxed. The best of the two is
 *   the answer, and says which.
 */

/** Less room to spare than this (inches) makes a passage "tight". */
export const FIT_TIGHT_MARGIN_IN = 1;
/** The sizes of a product the rule reads (the storefront product carries them): inches, 0 when unknown. */
export interface IFitPiece {
  widthIn: number;
  depthIn: number;
  heightIn: number;
  packageLengthIn: number;
  packageWidthIn: number;
  packageHeightIn: number;
}

export type TFitVerdict = 'fits' | 'tight' | 'no';
export type TFitForm = 'box' | 'assembled';
export type TFitPassage = 'door' | 'hallway' | 'stair' | 'elevator';

export interface IFitOutcome {
  verdict: TFitVerdict;
  /** Inches to spare (negative: short by), rounded to a tenth. */
  marginIn: number;
  reason: string;
}

export interface IFitCheck {
  passage: TFitPassage;
  /** The best of the two forms through this passage alone. */
  verdict: TFitVerdict;
  /** Absent when the product has no such sizes. */
  box?: IFitOutcome;
  assembled?: IFitOutcome;
}

export interface IFitAnswer {
  verdict: TFitVerdict;
  /** The form that makes the whole way (the box when both do equally well). */
  form: TFitForm;
  summary: string;
  checks: IFitCheck[];
}

interface ISide {
  size: number;
  /** The word for this side: "wide", "deep", "tall", "long". */
  word: string;
}
interface IBlock {
  /** "The box" or "The piece". */
  name: string;
  /** Smallest first. */
  sides: [ISide, ISide, ISide];
}

const RANK: Record<TFitVerdict, number> = { no: 0, tight: 1, fits: 2 };
const better = (a: TFitVerdict, b: TFitVerdict) => (RANK[a] >= RANK[b] ? a : b);
const worse = (a: TFitVerdict, b: TFitVerdict) => (RANK[a] <= RANK[b] ? a : b);
const verdictOf = (margin: number): TFitVerdict =>
  margin < 0 ? 'no' : margin < FIT_TIGHT_MARGIN_IN ? 'tight' : 'fits';
const round = (n: number) => Math.round(n * 10) / 10;
/** 32 → "32 in", 31.25 → "31.3 in". */
export const inches = (n: number) => `${round(n)} in`;

function block(name: string, sides: ISide[]): IBlock | null {
  if (sides.some((s) => !(s.size > 0))) return null;
  const sorted = [...sides].sort((a, b) => a.size - b.size);
  return { name, sides: sorted as [ISide, ISide, ISide] };
}

const outcome = (margin: number, reason: string): IFitOutcome => ({
  verdict: verdictOf(margin),
  marginIn: round(margin),
  reason,
});
const spare = (margin: number) =>
  margin < FIT_TIGHT_MARGIN_IN
    ? `with only ${inches(Math.max(margin, 0))} to spare`
    : `with ${inches(margin)} to spare`;

/**
 * Through a rectangular opening `width` × `height` (height unknown: width alone is checked): the block's two
 * smallest sides against the opening's two sides, its longest side going through lengthwise.
 */
function throughOpening(b: IBlock, width: number, height: number | null, opening: string): IFitOutcome {
  const [small, middle] = b.sides;
  const narrow = height === null ? width : Math.min(width, height);
  const wide = height === null ? Infinity : Math.max(width, height);
  const narrowWord = height === null || width <= height ? 'wide' : 'tall';
  const margin = Math.min(narrow - small.size, wide - middle.size);
  if (small.size > narrow)
    return outcome(
      margin,
      `${b.name} is ${inches(small.size)} ${small.word}, your ${opening} is ${inches(narrow)} ${narrowWord}.`,
    );
  if (middle.size > wide)
    return outcome(
      margin,
      `${b.name} is ${inches(small.size)} by ${inches(middle.size)} at its smallest, your ${opening} is ${inches(narrow)} by ${inches(wide)}.`,
    );
  return outcome(margin, `${b.name} goes through ${spare(margin)}.`);
}

/**
 * The longest block `across` inches across that a right-angle turn between corridors `p` and `q` wide lets round:
 * min over θ of p / sin θ + q / cos θ − across / (sin θ cos θ). 0 when it is wider than either corridor.
 */
export function longestRoundCorner(p: number, q: number, across: number): number {
  if (across > Math.min(p, q)) return 0;
  let least = Infinity;
  // A tenth of a degree: the function is smooth, so the sampled minimum is within hundredths of an inch.
  for (let tenth = 1; tenth < 900; tenth++) {
    const t = (tenth / 1800) * Math.PI;
    const s = Math.sin(t);
    const c = Math.cos(t);
    least = Math.min(least, p / s + q / c - across / (s * c));
  }
  return Math.max(least, 0);
}

function roundHallwayTurn(b: IBlock, hallway: number, doorHeight: number | null): IFitOutcome {
  const [small, middle, long] = b.sides;
  if (small.size > hallway)
    return outcome(
      hallway - small.size,
      `${b.name} is ${inches(small.size)} ${small.word}, your hallway is ${inches(hallway)} wide.`,
    );
  const limit = longestRoundCorner(hallway, hallway, small.size);
  const margin = limit - long.size;
  // On end: its longest side upright, which needs the door's height (the lowest ceiling on the way) to be known.
  const onEnd =
    doorHeight !== null && long.size <= doorHeight && middle.size <= hallway
      ? Math.min(doorHeight - long.size, hallway - middle.size)
      : -Infinity;
  if (onEnd > margin)
    return outcome(onEnd, `${b.name} turns the hallway's corner stood on end ${spare(onEnd)}.`);
  if (margin < 0)
    return outcome(
      margin,
      `${b.name} is ${inches(long.size)} ${long.word}, and a right-angle turn in a hallway ${inches(hallway)} wide takes at most ${inches(limit)} for a piece ${inches(small.size)} across.`,
    );
  return outcome(margin, `${b.name} turns the hallway's corner carried flat ${spare(margin)}.`);
}

/** The largest room left when a `p` × `q` rectangle is placed in an `x` × `y` one, upright or tilted (negative: none). */
function rectangleRoom(p: number, q: number, x: number, y: number): number {
  let best = -Infinity;
  for (let tenth = 0; tenth <= 900; tenth++) {
    const t = (tenth / 1800) * Math.PI;
    const s = Math.sin(t);
    const c = Math.cos(t);
    best = Math.max(best, Math.min(x - (p * c + q * s), y - (p * s + q * c)));
  }
  return best;
}

function intoElevator(
  b: IBlock,
  doorWidth: number,
  depth: number | null,
  height: number | null,
): IFitOutcome {
  const door = throughOpening(b, doorWidth, height, 'elevator door');
  if (door.verdict === 'no' || depth === null) return door;
  const [small, middle, long] = b.sides;
  let margin = -Infinity;
  // One side across the cabin (as wide as its door at least), the other two in its side view.
  for (const [across, p, q] of [
    [small, middle, long],
    [middle, small, long],
    [long, small, middle],
  ] as const) {
    if (across.size > doorWidth) continue;
    const room =
      height === null
        ? depth - Math.max(p.size, q.size)
        : rectangleRoom(Math.max(p.size, q.size), Math.min(p.size, q.size), depth, height);
    margin = Math.max(margin, Math.min(room, doorWidth - across.size));
  }
  margin = Math.min(margin, door.marginIn);
  if (margin < 0) {
    const diagonal = height === null ? null : Math.hypot(depth, height);
    return outcome(
      margin,
      diagonal === null
        ? `${b.name} is ${inches(long.size)} ${long.word}, your elevator is ${inches(depth)} deep.`
        : `${b.name} is ${inches(long.size)} ${long.word} and ${inches(middle.size)} ${middle.word}: it does not fit an elevator ${inches(depth)} deep and ${inches(height!)} tall even tilted (its diagonal is ${inches(diagonal)}).`,
    );
  }
  return outcome(margin, `${b.name} fits in the elevator ${spare(margin)}.`);
}

const PASSAGE_WORDS: Record<TFitPassage, string> = {
  door: 'door',
  hallway: 'hallway',
  stair: 'stairs',
  elevator: 'elevator',
};
export const fitPassageWord = (p: TFitPassage) => PASSAGE_WORDS[p];

/** How a piece makes each passage, for a headline that names where it stops. */
const PASSAGE_WAYS: Record<TFitPassage, string> = {
  door: 'through the door',
  hallway: "round the hallway's turn",
  stair: 'up the stairs',
  elevator: 'into the elevator',
};

/**
 * What the hallway's check assumes, said beside its field and in its answer: the turn the rule measures (one right
 * angle, both legs as wide as measured). A straight hallway only needs to be wider than the piece, which the door's
 * check already asks for.
 */
export const FIT_HALLWAY_ASSUMPTION =
  'We check one right-angle turn, with the hallway as wide before and after it as you measured.';

/**
 * Whether the piece gets through the passages the buyer measured. Null when nothing can be said: no passage
 * measured, or the product has neither its box's nor its own sizes.
 */
export function willItFit(piece: IFitPiece, given: TFitPassages | null | undefined): IFitAnswer | null {
  const p = normalizeFitPassages(given);
  const forms: [TFitForm, IBlock][] = [];
  const box = block('The box', [
    { size: piece.packageLengthIn, word: 'long' },
    { size: piece.packageWidthIn, word: 'wide' },
    { size: piece.packageHeightIn, word: 'tall' },
  ]);
  const assembled = block('The piece', [
    { size: piece.widthIn, word: 'wide' },
    { size: piece.depthIn, word: 'deep' },
    { size: piece.heightIn, word: 'tall' },
  ]);
  if (box) forms.push(['box', box]);
  if (assembled) forms.push(['assembled', assembled]);
  if (forms.length === 0) return null;

  const passages: [TFitPassage, (b: IBlock) => IFitOutcome][] = [];
  if (p.doorWidthIn !== null)
    passages.push(['door', (b) => throughOpening(b, p.doorWidthIn!, p.doorHeightIn, 'door')]);
  if (p.hallwayWidthIn !== null)
    passages.push(['hallway', (b) => roundHallwayTurn(b, p.hallwayWidthIn!, p.doorHeightIn)]);
  if (p.stairWidthIn !== null)
    passages.push(['stair', (b) => throughOpening(b, p.stairWidthIn!, p.stairHeadroomIn, 'stairway')]);
  if (p.elevatorDoorWidthIn !== null)
    passages.push([
      'elevator',
      (b) => intoElevator(b, p.elevatorDoorWidthIn!, p.elevatorDepthIn, p.elevatorHeightIn),
    ]);
  if (passages.length === 0) return null;

  const checks: IFitCheck[] = passages.map(([passage, check]) => {
    const result: IFitCheck = { passage, verdict: 'no' };
    for (const [form, b] of forms) {
      result[form] = check(b);
      result.verdict = better(result.verdict, result[form]!.verdict);
    }
    return result;
  });
  // The whole way in one form: its worst passage; the better form wins, the box on a tie.
  const whole = forms.map(([form]) => ({
    form,
    verdict: checks.reduce<TFitVerdict>((v, c) => worse(v, c[form]!.verdict), 'fits'),
  }));
  const best = whole.reduce((a, b) => (RANK[b.verdict] > RANK[a.verdict] ? b : a));
  return {
    verdict: best.verdict,
    form: best.form,
    summary: summarize(best, checks, forms.length > 1),
    checks,
  };
}

/** A reason after a colon: "…: the box is 38 in tall, …". */
const clause = (reason: string) => reason.replace(/^The /, 'the ');

function summarize(
  best: { form: TFitForm; verdict: TFitVerdict },
  checks: IFitCheck[],
  both: boolean,
): string {
  const firstOf = (form: TFitForm, verdict: TFitVerdict) => checks.find((c) => c[form]?.verdict === verdict);
  if (best.verdict === 'no') {
    // The headline names the passage that stops it whichever way it is carried: the one whose own line says
    // "does not fit", never one that another form gets through.
    const blocked = checks.find((c) => c.verdict === 'no');
    if (blocked) {
      // Of the two forms, the one that comes nearer: its numbers say what would have to change.
      const [nearest] = [blocked.assembled, blocked.box]
        .filter((o): o is IFitOutcome => o !== undefined)
        .sort((x, y) => y.marginIn - x.marginIn);
      const reason = nearest!.reason;
      return `It does not fit ${PASSAGE_WAYS[blocked.passage]}: ${clause(reason)}`;
    }
    // Every passage lets one form through, but neither form gets through them all.
    const boxStop = firstOf('box', 'no')!;
    const pieceStop = firstOf('assembled', 'no')!;
    const why = (reason: string) => clause(reason).replace(/\.$/, '');
    return (
      `It does not fit the whole way, boxed or unboxed: in its box it stops at the ` +
      `${fitPassageWord(boxStop.passage)} (${why(boxStop.box!.reason)}); unboxed, at the ` +
      `${fitPassageWord(pieceStop.passage)} (${why(pieceStop.assembled!.reason)}).`
    );
  }
  const how = !both
    ? ''
    : best.form === 'box'
      ? 'in its box'
      : checks.some((c) => c.box?.verdict === 'no')
        ? 'only unboxed'
        : 'unboxed';
  const lead =
    best.verdict === 'fits'
      ? `It fits${how ? ` ${how}` : ''}`
      : `It should fit${how ? ` ${how}` : ''}, but it is tight`;
  if (best.verdict === 'tight') {
    const close = firstOf(best.form, 'tight')!;
    return `${lead} at the ${fitPassageWord(close.passage)}: ${clause(close[best.form]!.reason)} Measure again before delivery.`;
  }
  if (best.form === 'assembled') {
    const boxStop = firstOf('box', 'no');
    if (boxStop)
      return `${lead}: ${clause(boxStop.box!.reason)} Unbox it before the ${fitPassageWord(boxStop.passage)}.`;
  }
  return `${lead} through every passage you measured.`;
}
