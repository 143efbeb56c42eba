import { GalleryImage } from '@shop/db';
import type {
  IPaginated,
  TGalleryCreateInput,
  TGalleryDeleted,
  TGalleryImage,
  TGalleryListInput,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import type { UnusedImages } from '../images/unused-images.js';
import { isoDate, pagedList, sortOf, type TRow } from '../common/reads/paged-query.js';
import { NotFoundError } from '../errors.js';
import { removeHotspotsOf } from '../hotspot/hotspot.service.js';

/** The one gallery mapper, for entities and raw list rows alike; the caption is the image's alt text. */
export function toGalleryImage(row: TRow<GalleryImage>): TGalleryImage {
  return {
    id: Number(row.id),
    image: row.image,
    alt: row.caption,
    position: Number(row.position),
    createdAt: isoDate(row.createdAt),
  };
}

export class GalleryService {
  constructor(
    private readonly db: Db,
    private readonly unusedImages?: UnusedImages,
  ) {}

  getList(input: TGalleryListInput): Promise<IPaginated<TGalleryImage>> {
    return pagedList(this.db, GalleryImage, {
      sort: sortOf(input.sort),
      page: input.page,
      map: toGalleryImage,
    });
  }

  /** The storefront's gallery: newest first. */
  storeList(page = 1): Promise<IPaginated<TGalleryImage>> {
    return this.getList({ page, sort: '-createdAt' });
  }

  /** The newest images first, for the home page's strip. */
  async strip(limit: number): Promise<TGalleryImage[]> {
    const rows = await this.db
      .repo(GalleryImage)
      .find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return rows.map(toGalleryImage);
  }

  /** Adds a batch of uploaded images after the existing ones, in the order given, all or none. */
  create({ images }: TGalleryCreateInput): Promise<TGalleryImage[]> {
    return this.db.transaction(async (tx) => {
      const repo = tx.repo(GalleryImage);
      const last = await repo.maximum('position');
      const start = last === null ? 0 : Number(last) + 1;
      const ids: number[] = [];
      // One moment for the whole batch, so that "newest first" keeps the batch in the order given (ties go by id)
      // even when its inserts straddle a second on MySQL's whole-second datetime.
      const createdAt = new Date();
      // One insert per row: the generated ids of a multi-row insert are not reported alike by both drivers.
      for (const [i, { image, alt }] of images.entries()) {
        const result = await repo.insert({ image, caption: alt, position: start + i, createdAt });
        ids.push(Number(result.identifiers[0]!.id));
      }
      const created = await repo.find({ where: { id: In(ids) }, order: { position: 'ASC' } });
      return created.map(toGalleryImage);
    });
  }

  /**
   * Deletes the images that exist among `ids`. A selection made on a screen may include an image another user
   * deleted a moment ago; that is no reason to refuse the rest, so only a request where none exist is a 404.
   */
  async delete(ids: number[]): Promise<TGalleryDeleted> {
    const { result, images } = await this.db.transaction(async (tx) => {
      const repo = tx.repo(GalleryImage);
      const asked = [...new Set(ids)];
      const found = await repo.find({ where: { id: In(asked) }, select: { id: true, image: true } });
      const deleted = found.map((row) => Number(row.id)).sort((a, b) => a - b);
      const missing = asked.filter((id) => !deleted.includes(id));
      if (!deleted.length) {
        throw new NotFoundError(`Gallery ${missing.length === 1 ? 'image' : 'images'} ${missing.join(', ')}`);
      }
      await repo.delete({ id: In(deleted) });
      await removeHotspotsOf(tx, 'gallery', deleted);
      return { result: { success: true as const, deleted, missing }, images: found.map((row) => row.image) };
    });
    await this.unusedImages?.removeUnused(images, this.db);
    return result;
  }
}
