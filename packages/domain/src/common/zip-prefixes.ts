import { US_STATES, US_ZIP_PATTERN, type TUsState } from './us-states.js';

/**
 * Which state each ZIP code belongs to, by its first three digits: the USPS's 3-digit ZIP prefix ranges (public
 * data, "ZIP Code prefixes" in the USPS National Five-Digit ZIP Code and Post Office Directory), inclusive, for the
 * states and DC the shop ships to. A few prefixes serve one building of another state (201 Dulles in Virginia,
 * 055 Andover in Massachusetts, 733 Austin in Texas, 569 in DC); they are listed under that state. Prefixes of the
 * territories and of military mail (006-009, 090-099, 340, 962-966, 969) belong to no state here.
 *
 * Sales tax follows the state, so a ZIP that is not the state's would tax an order at another state's rate: an
 * address whose ZIP does not start with one of its state's prefixes is refused.
 */
export const US_ZIP_PREFIXES: Readonly<Record<TUsState, readonly (readonly [number, number])[]>> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [
    [200, 200],
    [202, 205],
    [569, 569],
  ],
  FL: [
    [320, 339],
    [341, 349],
  ],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 715]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [
    [10, 27],
    [55, 55],
  ],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [
    [5, 5],
    [100, 149],
  ],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [
    [730, 732],
    [734, 749],
  ],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [
    [733, 733],
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [
    [50, 54],
    [56, 59],
  ],
  VA: [
    [201, 201],
    [220, 246],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
};

/** Whether a ZIP (5 digits or ZIP+4) belongs to the state, by its 3-digit prefix; false for anything else. */
export function zipInState(state: string, zip: string): boolean {
  const ranges = US_ZIP_PREFIXES[state as TUsState] as (typeof US_ZIP_PREFIXES)[TUsState] | undefined;
  if (!ranges || !/^\d{5}/.test(zip)) return false;
  const prefix = Number(zip.slice(0, 3));
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
}

/** The message on `postalCode` when the ZIP is not the state's. */
export const zipNotInState = (state: string) =>
  `This ZIP code is not in ${US_STATES[state as TUsState] ?? state}. Check the ZIP code and the state.`;

/**
 * The refinement every address schema carries (checkout, payment, guest checkout, saved account addresses): a ZIP
 * and a state given together must agree, reported on `postalCode`. An empty state or ZIP (an optional saved
 * address) is not checked here.
 */
export function refineZipInState(
  address: { state?: string | undefined; postalCode?: string | undefined },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string; input: unknown }) => void },
): void {
  const { state, postalCode } = address;
  // A missing or malformed state or ZIP has its own message on its own field.
  if (!state || !postalCode || !(state in US_ZIP_PREFIXES) || !US_ZIP_PATTERN.test(postalCode)) return;
  if (!zipInState(state, postalCode))
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: zipNotInState(state), input: postalCode });
}
