import { TaxOverride, TaxRate } from '@shop/db';
import { computeTax, resolveTaxRate, TAX_MESSAGES, US_STATES, type TUsState } from '@shop/domain';
import type { Db } from '../common/db.js';
import type { ITaxCalculation, ITaxProvider, ITaxRequest } from './tax-provider.js';

/** The shop's own rate table (tax_rates, tax_overrides): two small reads, then the domain's rounding rule. */
export class RateTableTaxProvider implements ITaxProvider {
  readonly kind = 'table';

  constructor(private readonly db: Db) {}

  async calculate({ address, lines, shippingCents }: ITaxRequest): Promise<ITaxCalculation> {
    const [stateRate, overrides] = await Promise.all([
      this.db.repo(TaxRate).findOneBy({ state: address.state }),
      this.db.repo(TaxOverride).findBy({ state: address.state }),
    ]);
    const rate = resolveTaxRate(stateRate ?? undefined, overrides, address);
    const items = computeTax(lines, 0, rate);
    const shipping = shippingCents.map((cents) => computeTax([], cents, rate).shipping);
    const collected = rate.collected;
    return {
      source: 'table',
      collected,
      jurisdiction: rate.jurisdiction,
      ratePpm: rate.ratePpm,
      shippingTaxable: rate.shippingTaxable,
      message: !rate.collected
        ? rate.reason
        : rate.ratePpm === 0
          ? TAX_MESSAGES.noTaxIn(US_STATES[address.state as TUsState] ?? address.state)
          : '',
      lines: items.lines,
      itemsTaxCents: items.taxCents,
      shipping,
    };
  }
}
