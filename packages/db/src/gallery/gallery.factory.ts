import { GalleryImage } from '../entities/index.js';
import { type TSeedTarget, uniqueSuffix, insert, lastSuffixNumber } from '../seed/factory-kit.js';

export async function seedGalleryImage(
  db: TSeedTarget,
  over: Partial<GalleryImage> = {},
): Promise<GalleryImage> {
  const tag = uniqueSuffix();
  return insert(db, GalleryImage, {
    image: `uploads/gallery-${tag}.jpg`,
    caption: `Gallery picture ${tag}`,
    // In creation order, like pictures uploaded one after another.
    position: lastSuffixNumber(),
    ...over,
  });
}
