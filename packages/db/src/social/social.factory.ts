import { SocialLink } from '../entities/index.js';
import { type TSeedTarget, uniqueSuffix, insert, lastSuffixNumber } from '../seed/factory-kit.js';

export async function seedSocialLink(db: TSeedTarget, over: Partial<SocialLink> = {}): Promise<SocialLink> {
  const tag = uniqueSuffix();
  return insert(db, SocialLink, {
    name: `Social ${tag}`,
    url: `https://social.example.com/${tag}`,
    icon: 'instagram',
    // In creation order, like links a manager adds one after another.
    position: lastSuffixNumber(),
    ...over,
  });
}
