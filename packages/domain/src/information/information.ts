import { z } from 'zod';
import { ZEmail, ZImageKey, ZName } from '../common/fields.js';

/** The shop's own details, shown in the storefront footer and on the contact page; one row, edited by an ADMIN. */
export const ZSiteInformation = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  openingHours: z.string(),
  about: z.string(),
  logo: z.string().nullable(),
});
export type TSiteInformation = z.infer<typeof ZSiteInformation>;

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).default('');

/** The one form behind /admin/information. */
export const ZInformationForm = z.object({
  name: ZName,
  email: ZEmail,
  phone: optionalText('Phone', 40),
  address: optionalText('Address', 255),
  openingHours: optionalText('Opening hours', 255),
  about: optionalText('About text', 5000),
  logo: ZImageKey.nullable().default(null),
});
export type TInformationForm = z.infer<typeof ZInformationForm>;
