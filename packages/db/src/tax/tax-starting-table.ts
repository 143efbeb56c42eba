/**
 * The sales tax table a new shop starts with (migration SalesTax inserts it once; afterwards the shop owner keeps
 * it in the back-office, and this file is history: edit the rates there, not here).
 *
 * VERIFY THESE RATES. Each state's base (state-level) rate as published in 2025, in percent, without the local
 * (county, city, district) taxes most states add; whether shipping is taxed is each state's usual rule for a
 * delivery charge stated separately on the invoice, simplified. The shop is in Portland, Oregon (no sales tax),
 * so it collects in Oregon (at 0 %) and, as the one example of a state where it has registered, New York, with New
 * York City's combined 8.875 % on the 3-digit ZIP areas of its five boroughs. Everywhere else collects nothing
 * until the owner turns it on.
 */
export const STARTING_STATE_RATES: readonly (readonly [
  state: string,
  percent: string,
  shippingTaxable: boolean,
])[] = [
  ['AL', '4', false],
  ['AK', '0', false],
  ['AZ', '5.6', false],
  ['AR', '6.5', true],
  ['CA', '7.25', false],
  ['CO', '2.9', false],
  ['CT', '6.35', true],
  ['DE', '0', false],
  ['DC', '6', true],
  ['FL', '6', false],
  ['GA', '4', true],
  ['HI', '4', true],
  ['ID', '6', false],
  ['IL', '6.25', false],
  ['IN', '7', true],
  ['IA', '6', false],
  ['KS', '6.5', true],
  ['KY', '6', true],
  ['LA', '5', false],
  ['ME', '5.5', false],
  ['MD', '6', false],
  ['MA', '6.25', false],
  ['MI', '6', true],
  ['MN', '6.875', true],
  ['MS', '7', true],
  ['MO', '4.225', false],
  ['MT', '0', false],
  ['NE', '5.5', true],
  ['NV', '6.85', false],
  ['NH', '0', false],
  ['NJ', '6.625', true],
  ['NM', '4.875', true],
  ['NY', '4', true],
  ['NC', '4.75', true],
  ['ND', '5', true],
  ['OH', '5.75', true],
  ['OK', '4.5', false],
  ['OR', '0', false],
  ['PA', '6', true],
  ['RI', '7', true],
  ['SC', '6', true],
  ['SD', '4.2', true],
  ['TN', '7', true],
  ['TX', '6.25', true],
  ['UT', '6.1', false],
  ['VT', '6', true],
  ['VA', '5.3', false],
  ['WA', '6.5', true],
  ['WV', '6', true],
  ['WI', '5', true],
  ['WY', '4', false],
];

/** Where the starting table collects. */
const STARTING_COLLECTED_STATES = ['OR', 'NY'] as const;

/** New York City's five boroughs by 3-digit ZIP area, at the city's combined rate (state 4 + city 4.5 + MCTD 0.375). */
const STARTING_OVERRIDES: readonly (readonly [
  state: string,
  zip: string,
  county: string,
  percent: string,
])[] = ['100', '101', '102', '103', '104', '110', '111', '112', '113', '114', '116'].map(
  (zip) => ['NY', zip, 'New York City', '8.875'] as const,
);

/** "8.875" -> 88 750 ppm (the table's unit); the values above are all well-formed. */
function percentToPpm(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

/** The rows as inserted by the migration, for either dialect (parameters bound by the driver). */
export function startingTaxRows() {
  return {
    states: STARTING_STATE_RATES.map(([state, percent, shippingTaxable]) => ({
      state,
      ratePpm: percentToPpm(percent),
      collects: (STARTING_COLLECTED_STATES as readonly string[]).includes(state),
      shippingTaxable,
    })),
    overrides: STARTING_OVERRIDES.map(([state, zip, county, percent]) => ({
      state,
      zip,
      county,
      ratePpm: percentToPpm(percent),
    })),
  };
}
