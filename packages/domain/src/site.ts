import { z } from 'zod';
import { ZSiteInformation } from './information.js';
import { ZSocialLink } from './social.js';

/** Everything the storefront layout (footer, contact details) reads in one call. */
export const ZSiteLayout = z.object({ information: ZSiteInformation, socials: z.array(ZSocialLink) });
export type TSiteLayout = z.infer<typeof ZSiteLayout>;
