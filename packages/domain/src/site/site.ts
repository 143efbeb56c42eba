import { z } from 'zod';
import { ZSiteInformation } from '../information/information.js';
import { ZSocialLink } from '../social/social.js';

/** Everything the storefront layout (footer, contact details) reads in one call. */
export const ZSiteLayout = z.object({
  information: ZSiteInformation,
  socials: z.array(ZSocialLink),
  /**
   * Stripe's publishable key when Stripe takes the payments (null otherwise): the product and cart pages show
   * Stripe's pay-over-time offers (Payment Method Messaging) with it. Publishable keys are meant for browsers.
   */
  stripePublishableKey: z.string().nullable(),
});
export type TSiteLayout = z.infer<typeof ZSiteLayout>;
