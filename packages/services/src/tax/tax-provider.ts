import type { ITaxedLine, TShippingAddress } from '@shop/domain';

/** What is taxed: the cart's lines (net of discounts) and the shipping charge of each option quoted. */
export interface ITaxRequest {
  address: TShippingAddress;
  lines: { ref: string; netCents: number; quantity: number }[];
  /** One calculation per shipping amount (the tiers of a quote; one at checkout). */
  shippingCents: number[];
}

export interface ITaxCalculation {
  source: 'table' | 'stripe';
  /** False: no tax on this order, and `message` says why. */
  collected: boolean;
  jurisdiction: string;
  /** The items' rate in ppm. */
  ratePpm: number;
  shippingTaxable: boolean;
  /** For the customer when nothing is collected; empty otherwise. */
  message: string;
  lines: ITaxedLine[];
  itemsTaxCents: number;
  /** Per entry of `shippingCents`, in the same order: shipping as its own taxed line. */
  shipping: Omit<ITaxedLine, 'ref'>[];
}

/**
 * Who computes sales tax: the shop's rate table (default) or Stripe Tax. Called before any database transaction
 * opens (it may go over the network); a provider that fails or is too slow throws ProviderUnavailableError with
 * TAX_MESSAGES.providerDown, and the checkout writes nothing.
 */
export interface ITaxProvider {
  readonly kind: 'table' | 'stripe';
  calculate(request: ITaxRequest): Promise<ITaxCalculation>;
}
