import { describe, expect, it } from 'vitest';
import {
  ZFitPassages,
  longestRoundCorner,
  normalizeFitPassages,
  willItFit,
  type IFitPiece,
} from './will-it-fit.js';

/** A three-seat sofa 84 in wide, 38 in deep, 34 in tall, shipped in a box 88 × 40 × 38 in. */
const sofa: IFitPiece = {
  widthIn: 84,
  depthIn: 38,
  heightIn: 34,
  packageLengthIn: 88,
  packageWidthIn: 40,
  packageHeightIn: 38,
};
/** A flat-pack bookcase 36 in wide, 12 in deep, 72 in tall; its box is 76 × 16 × 6 in. */
const bookcase: IFitPiece = {
  widthIn: 36,
  depthIn: 12,
  heightIn: 72,
  packageLengthIn: 76,
  packageWidthIn: 16,
  packageHeightIn: 6,
};
/** A flat-pack wardrobe that stands 84 in tall assembled: only its box gets in. */
const wardrobe: IFitPiece = {
  widthIn: 48,
  depthIn: 34,
  heightIn: 84,
  packageLengthIn: 86,
  packageWidthIn: 26,
  packageHeightIn: 10,
};
/** A rolled runner rug, 90 in long and 9 in thick (its word for the long side is "wide": it lies across a room). */
const rug: IFitPiece = {
  widthIn: 90,
  depthIn: 9,
  heightIn: 9,
  packageLengthIn: 0,
  packageWidthIn: 0,
  packageHeightIn: 0,
};
/** A king headboard, 80 in wide, 4 in deep, 58 in tall, delivered assembled (no box recorded). */
const headboard: IFitPiece = {
  widthIn: 80,
  depthIn: 4,
  heightIn: 58,
  packageLengthIn: 0,
  packageWidthIn: 0,
  packageHeightIn: 0,
};

describe('will it fit', () => {
  it('says nothing without a measured passage or without sizes', () => {
    expect(willItFit(sofa, {})).toBeNull();
    expect(willItFit(sofa, null)).toBeNull();
    expect(willItFit({ ...headboard, widthIn: 0 }, { doorWidthIn: 30 })).toBeNull();
  });

  it('turns a 84 × 38 × 34 in sofa away from a 32 × 80 in door, boxed and unboxed, naming the numbers', () => {
    const answer = willItFit(sofa, { doorWidthIn: 32, doorHeightIn: 80 })!;
    expect(answer.verdict).toBe('no');
    const [door] = answer.checks;
    expect(door!.box!.reason).toBe('The box is 38 in tall, your door is 32 in wide.');
    expect(door!.assembled!.reason).toBe('The piece is 34 in tall, your door is 32 in wide.');
    expect(door!.assembled!.marginIn).toBe(-2);
    expect(answer.summary).toBe(
      'It does not fit through the door: the piece is 34 in tall, your door is 32 in wide.',
    );
  });

  it('lets the same sofa through a 36 in door only unboxed, and says to unbox it', () => {
    const answer = willItFit(sofa, { doorWidthIn: 36, doorHeightIn: 80 })!;
    expect(answer).toMatchObject({ verdict: 'fits', form: 'assembled' });
    expect(answer.checks[0]).toMatchObject({ verdict: 'fits', box: { verdict: 'no' } });
    expect(answer.summary).toBe(
      'It fits only unboxed: the box is 38 in tall, your door is 36 in wide. Unbox it before the door.',
    );
  });

  it('calls an inch or less to spare tight', () => {
    const answer = willItFit(sofa, { doorWidthIn: 34.5 })!;
    expect(answer.verdict).toBe('tight');
    expect(answer.checks[0]!.assembled).toMatchObject({ verdict: 'tight', marginIn: 0.5 });
    expect(answer.summary).toMatch(
      /^It should fit only unboxed, but it is tight at the door: .*Measure again/,
    );
  });

  it('takes a flat-pack bookcase through a 30 in door and a 36 in hallway in its box', () => {
    const answer = willItFit(bookcase, { doorWidthIn: 30, doorHeightIn: 80, hallwayWidthIn: 36 })!;
    expect(answer).toMatchObject({ verdict: 'fits', form: 'box' });
    expect(answer.summary).toBe('It fits in its box through every passage you measured.');
    // Assembled it would pass too: 12 in deep through 30 in, 72 in round a 36 in corner (77.8 in at most).
    expect(answer.checks.map((c) => c.assembled!.verdict)).toEqual(['fits', 'fits']);
  });

  it('gets a flat-pack wardrobe in only boxed: 84 in assembled does not stand under a 80 in door', () => {
    const answer = willItFit(wardrobe, { doorWidthIn: 30, doorHeightIn: 80 })!;
    expect(answer).toMatchObject({ verdict: 'fits', form: 'box' });
    expect(answer.checks[0]!.assembled!.reason).toBe('The piece is 34 in deep, your door is 30 in wide.');
  });

  it('turns the sofa away at a right-angle turn in a 36 in hallway, carried flat', () => {
    const answer = willItFit(sofa, { hallwayWidthIn: 36 })!;
    expect(answer.verdict).toBe('no');
    // 36√2 · 2 − 34 · 2 ≈ 33.8 in round the corner for a piece 34 in across.
    expect(answer.checks[0]!.assembled!.reason).toBe(
      'The piece is 84 in wide, and a right-angle turn in a hallway 36 in wide takes at most 33.8 in for a piece 34 in across.',
    );
    // Of the two forms the headline gives the nearer miss: the box is 2 in too tall, the piece 50 in too long.
    expect(answer.summary).toBe(
      "It does not fit round the hallway's turn: the box is 38 in tall, your hallway is 36 in wide.",
    );
  });

  it('carries a tall narrow piece round a hallway corner on end when the door is tall enough', () => {
    const column: IFitPiece = { ...headboard, widthIn: 20, depthIn: 20, heightIn: 78 };
    expect(willItFit(column, { hallwayWidthIn: 30 })!.verdict).toBe('no');
    const onEnd = willItFit(column, { hallwayWidthIn: 30, doorHeightIn: 80 })!;
    expect(onEnd.verdict).toBe('fits');
    expect(onEnd.checks[0]!.assembled!.reason).toMatch(/stood on end/);
  });

  it('matches the ladder round the corner for a piece of no width', () => {
    // (p^(2/3) + q^(2/3))^(3/2): 36 and 36 → 101.8 in; 48 and 36 → 117.0 in.
    expect(longestRoundCorner(36, 36, 0)).toBeCloseTo(72 * Math.SQRT2, 1);
    expect(longestRoundCorner(48, 36, 0)).toBeCloseTo((48 ** (2 / 3) + 36 ** (2 / 3)) ** 1.5, 1);
    expect(longestRoundCorner(36, 36, 40)).toBe(0);
  });

  it('checks a straight stair flight against its width and headroom', () => {
    expect(willItFit(bookcase, { stairWidthIn: 30 })!.verdict).toBe('fits');
    expect(willItFit(sofa, { stairWidthIn: 40, stairHeadroomIn: 36 })!.verdict).toBe('fits');
    const low = willItFit(sofa, { stairWidthIn: 36, stairHeadroomIn: 36 })!;
    expect(low.checks[0]!.assembled!.reason).toBe(
      'The piece is 34 in by 38 in at its smallest, your stairway is 36 in by 36 in.',
    );
    expect(willItFit(sofa, { stairWidthIn: 40, stairHeadroomIn: 30 })!.checks[0]!.assembled!.reason).toBe(
      'The piece is 34 in tall, your stairway is 30 in tall.',
    );
  });

  it('rides a rolled rug in an elevator tilted on the diagonal, not lying flat', () => {
    // 90 in long and 9 in thick, the cabin 54 in deep: it does not lie flat or stand (84 in tall), but tilted
    // about 30° from upright it fits the 54 × 84 in side view.
    const flatOnly = willItFit(rug, { elevatorDoorWidthIn: 36, elevatorDepthIn: 54 })!;
    expect(flatOnly.verdict).toBe('no');
    expect(flatOnly.summary).toBe(
      'It does not fit into the elevator: the piece is 90 in wide, your elevator is 54 in deep.',
    );
    const tilted = willItFit(rug, { elevatorDoorWidthIn: 36, elevatorDepthIn: 54, elevatorHeightIn: 84 })!;
    expect(tilted.verdict).not.toBe('no');
    expect(tilted.checks[0]!.assembled!.marginIn).toBeGreaterThan(0);
    const low = willItFit(sofa, { elevatorDoorWidthIn: 36, elevatorDepthIn: 51, elevatorHeightIn: 80 })!;
    expect(low.verdict).toBe('no');
    expect(low.checks[0]!.assembled!.reason).toMatch(
      /does not fit an elevator 51 in deep and 80 in tall even tilted/,
    );
  });

  it('names no form when the product records only one', () => {
    const answer = willItFit(headboard, { doorWidthIn: 30, doorHeightIn: 80 })!;
    expect(answer).toMatchObject({ verdict: 'fits', form: 'assembled' });
    expect(answer.checks[0]!.box).toBeUndefined();
    expect(answer.summary).toBe('It fits through every passage you measured.');
  });

  it('needs one form for the whole way: the worst passage of the better form', () => {
    // The box passes the hallway but not the door; unboxed it passes the door but not the hallway.
    const answer = willItFit(sofa, { doorWidthIn: 36, hallwayWidthIn: 36 })!;
    expect(answer.checks.map((c) => c.verdict)).toEqual(['fits', 'no']);
    expect(answer.verdict).toBe('no');
  });

  it('names the passage that stops it, never one its line says it gets through', () => {
    // The box does not pass the 36 in door, but the piece does ("Door: fits"); the hallway stops both.
    const answer = willItFit(sofa, { doorWidthIn: 36, doorHeightIn: 80, hallwayWidthIn: 36 })!;
    expect(answer.checks.map((c) => [c.passage, c.verdict])).toEqual([
      ['door', 'fits'],
      ['hallway', 'no'],
    ]);
    expect(answer.summary).toMatch(
      /^It does not fit round the hallway's turn: the box is 38 in tall, your hallway /,
    );
    expect(answer.summary).not.toMatch(/door/);
  });

  it('says where each form stops when every passage lets one of them through, but neither the whole way', () => {
    // A long bench: unboxed it is 30 in across (through a 33 in door) but too long for the turn; its box is 36 in
    // across (not through the door) but short enough to turn.
    const bench: IFitPiece = {
      widthIn: 90,
      depthIn: 30,
      heightIn: 30,
      packageLengthIn: 40,
      packageWidthIn: 36,
      packageHeightIn: 36,
    };
    const answer = willItFit(bench, { doorWidthIn: 33, hallwayWidthIn: 40 })!;
    expect(answer.checks.map((c) => [c.passage, c.verdict])).toEqual([
      ['door', 'fits'],
      ['hallway', 'fits'],
    ]);
    expect(answer.verdict).toBe('no');
    expect(answer.summary).toBe(
      'It does not fit the whole way, boxed or unboxed: in its box it stops at the door (the box is 36 in wide, your door is 33 in wide); unboxed, at the hallway (the piece is 90 in wide, and a right-angle turn in a hallway 40 in wide takes at most 53.1 in for a piece 30 in across).',
    );
  });

  it('accepts positive inches up to 240 and nulls, and refuses the rest with a sentence', () => {
    expect(ZFitPassages.parse({ doorWidthIn: 31.5, hallwayWidthIn: null })).toEqual({
      doorWidthIn: 31.5,
      hallwayWidthIn: null,
    });
    const bad = ZFitPassages.safeParse({ doorWidthIn: 0, stairWidthIn: 500, elevatorDepthIn: 'wide' });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields).toEqual([
      ['doorWidthIn', "Enter the door's width in inches, more than 0."],
      ['stairWidthIn', "Enter the stair's width in inches, at most 240."],
      ['elevatorDepthIn', "Enter the elevator's depth in inches."],
    ]);
    expect(normalizeFitPassages({ doorWidthIn: 30 })).toMatchObject({
      doorWidthIn: 30,
      hallwayWidthIn: null,
    });
  });
});
