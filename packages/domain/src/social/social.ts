import { z } from 'zod';
import { ZListParam, ZPageInput, ZPaginated } from '../common/pagination.js';
import { ZId, ZName, ZSearch } from '../common/fields.js';
import { SOCIAL_SORTS } from './social-sorts.js';

/** The platforms the web app has an icon for; anything else is shown with the generic link icon. */
export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'pinterest',
  'x',
  'youtube',
  'tiktok',
  'linkedin',
  'other',
] as const;
export type TSocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_URL_MESSAGE = 'Enter a web address that starts with http:// or https://.';

/**
 * True for an absolute http(s) address with a host. Social links become anchors in the storefront footer, so a
 * javascript:, data: or relative URL must never get through.
 */
export function isWebUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const ZWebUrl = z
  .string()
  .trim()
  .min(1, 'Web address is required.')
  .max(255, 'Web address must be at most 255 characters.')
  .refine(isWebUrl, SOCIAL_URL_MESSAGE);

export const ZSocialLink = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  icon: z.enum(SOCIAL_PLATFORMS),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSocialLink = z.infer<typeof ZSocialLink>;

export type TSocialSort = (typeof SOCIAL_SORTS)[number];

export const ZSocialListInput = ZPageInput.extend({
  search: ZSearch,
  sort: ZListParam(z.enum(SOCIAL_SORTS), 'position'),
});
export type TSocialListInput = z.infer<typeof ZSocialListInput>;
export const ZSocialList = ZPaginated(ZSocialLink);
export const ZSocialLinks = z.array(ZSocialLink);

/** The one form behind /admin/social/create and /admin/social/update/{id}. */
export const ZSocialForm = z.object({
  name: ZName.max(60, 'Name must be at most 60 characters.'),
  icon: z.enum(SOCIAL_PLATFORMS, 'Choose a platform from the list.'),
  url: ZWebUrl,
  position: z.coerce
    .number<number>('Display order must be a whole number.')
    .int('Display order must be a whole number.')
    .min(0, 'Display order cannot be negative.')
    .max(9999, 'Display order must be at most 9999.')
    .default(0),
});
export type TSocialForm = z.infer<typeof ZSocialForm>;
export const ZSocialUpdateInput = ZSocialForm.extend({ id: ZId });
export type TSocialUpdateInput = z.infer<typeof ZSocialUpdateInput>;
