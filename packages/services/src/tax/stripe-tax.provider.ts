import { CHECKOUT_MESSAGES, TAX_MESSAGES, US_STATES, type TUsState } from '@shop/domain';
import type Stripe from 'stripe';
import { stripeModule } from '../payments/stripe-module.js';
import { FieldValidationError, ProviderUnavailableError } from '../errors.js';
import type { ITaxCalculation, ITaxProvider, ITaxRequest } from './tax-provider.js';

export interface IStripeTaxConfig {
  secretKey: string;
  /** STRIPE_API_URL: another Stripe API base (a fake one in tests). */
  apiBase?: string | undefined;
  /** TAX_TIMEOUT_MS: how long one calculation may take before checkout says tax is unavailable. */
  timeoutMs: number;
}

/** Stripe's error codes that mean "this address cannot be taxed": the customer fixes those, so they are 422s. */
const ADDRESS_CODES = new Set(['customer_tax_location_invalid', 'shipping_address_invalid']);

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** "8.875" (Stripe's percentage_decimal) -> 88 750 ppm. */
const ppmOf = (percentage: string | null | undefined) => Math.round(Number(percentage ?? 0) * 10_000) || 0;

/**
 * Stripe Tax's calculation API (`POST /v1/tax/calculations`, form-encoded by stripe-node): one calculation per
 * shipping amount, the items as exclusive line items with their quantity and a reference, the delivery address as
 * the customer's. No retry (a checkout waits for it), a deadline of TAX_TIMEOUT_MS.
 */
export class StripeTaxProvider implements ITaxProvider {
  readonly kind = 'stripe';
  private readonly stripe: Stripe;

  constructor(config: IStripeTaxConfig) {
    this.stripe = new (stripeModule())(config.secretKey, {
      timeout: config.timeoutMs,
      maxNetworkRetries: 0,
      telemetry: false,
      ...hostOptions(config.apiBase),
    });
  }

  async calculate(request: ITaxRequest): Promise<ITaxCalculation> {
    const amounts = request.shippingCents.length > 0 ? request.shippingCents : [0];
    const calculations = await Promise.all(amounts.map((cents) => this.create(request, cents)));
    const first = calculations[0]!;
    const items = first.line_items?.data ?? [];
    const byRef = new Map(items.map((item) => [item.reference, item]));
    const taxed = first.tax_breakdown.filter((b) => b.amount > 0);
    const ratePpm = taxed.reduce((sum, b) => sum + ppmOf(b.tax_rate_details.percentage_decimal), 0);
    const state = request.address.state;
    const jurisdiction = `${state} (Stripe Tax)`;
    const lines = request.lines.map((line) => {
      const item = byRef.get(line.ref);
      if (!item) throw this.down(new Error(`Stripe Tax answered no line ${line.ref}`));
      return { ref: line.ref, netCents: line.netCents, ratePpm, jurisdiction, taxCents: item.amount_tax };
    });
    const itemsTaxCents = lines.reduce((sum, line) => sum + line.taxCents, 0);
    const shipping = calculations.map((calculation, i) => {
      const taxCents = calculation.shipping_cost?.amount_tax ?? 0;
      return { netCents: amounts[i]!, ratePpm: taxCents > 0 ? ratePpm : 0, jurisdiction, taxCents };
    });
    const collected = first.tax_amount_exclusive > 0;
    const stateName = US_STATES[state as TUsState] ?? state;
    const notCollecting = first.tax_breakdown.some((b) => b.taxability_reason === 'not_collecting');
    return {
      source: 'stripe',
      collected,
      jurisdiction,
      ratePpm: collected ? ratePpm : 0,
      shippingTaxable: shipping.some((s) => s.taxCents > 0),
      message: collected
        ? ''
        : notCollecting
          ? TAX_MESSAGES.notCollectedIn(stateName)
          : TAX_MESSAGES.noTaxIn(stateName),
      lines,
      itemsTaxCents,
      shipping: request.shippingCents.length > 0 ? shipping : [],
    };
  }

  private async create(request: ITaxRequest, shippingCents: number): Promise<Stripe.Tax.Calculation> {
    const { address } = request;
    try {
      return await this.stripe.tax.calculations.create({
        currency: 'usd',
        line_items: request.lines.map((line) => ({
          amount: line.netCents,
          quantity: line.quantity,
          reference: line.ref,
          tax_behavior: 'exclusive',
        })),
        customer_details: {
          address: {
            line1: address.addressLine1,
            ...(address.addressLine2 ? { line2: address.addressLine2 } : {}),
            city: address.city,
            state: address.state,
            postal_code: address.postalCode,
            country: 'US',
          },
          address_source: 'shipping',
        },
        shipping_cost: { amount: shippingCents },
        expand: ['line_items'],
      });
    } catch (error) {
      if (
        error instanceof stripeModule().errors.StripeInvalidRequestError &&
        ADDRESS_CODES.has(error.code ?? '')
      )
        throw new FieldValidationError({ 'address.postalCode': [CHECKOUT_MESSAGES.taxAddressInvalid] });
      throw this.down(error);
    }
  }

  private down(cause: unknown): ProviderUnavailableError {
    return new ProviderUnavailableError(TAX_MESSAGES.providerDown, 30, { cause });
  }
}
