import type { TSocialPlatform } from '@shop/domain';

/** How each platform is named to people (the wire value is the icon name). */
export const PLATFORM_NAMES: Record<TSocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  other: 'Other',
};
