import { z } from 'zod';

/** What the storefront footer needs: the one site-information row and the social links. */
export const ZSiteInformation = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  openingHours: z.string(),
  about: z.string(),
});
export type TSiteInformation = z.infer<typeof ZSiteInformation>;

export const ZSocialLink = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  icon: z.string(),
});
export type TSocialLink = z.infer<typeof ZSocialLink>;

/** Everything the storefront layout (footer, contact details) reads in one call. */
export const ZSiteLayout = z.object({ information: ZSiteInformation, socials: z.array(ZSocialLink) });
export type TSiteLayout = z.infer<typeof ZSiteLayout>;
