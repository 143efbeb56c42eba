import { GalleryImage, Room, RoomType } from '@shop/db';
import type { THotspotImageInput, THotspotKind } from '@shop/domain';
import { In, type ObjectLiteral, type EntityTarget } from 'typeorm';
import type { Db } from '../common/db.js';

/** The table behind each kind of picture; each has an `image` column holding the picture's key. */
const OWNERS: Record<THotspotKind, { entity: EntityTarget<ObjectLiteral>; what: string }> = {
  room: { entity: Room, what: 'Room' },
  'room-type': { entity: RoomType, what: 'Room type' },
  gallery: { entity: GalleryImage, what: 'Gallery image' },
};

export const ownerName = (kind: THotspotKind) => OWNERS[kind].what;

/**
 * The current picture of each asked owner that exists: `kind:id` -> image key, or null for a room or room type
 * without a picture. One query per kind asked.
 */
export async function currentPictures(
  db: Db,
  images: readonly THotspotImageInput[],
): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  for (const kind of new Set(images.map((i) => i.kind))) {
    const ids = [...new Set(images.filter((i) => i.kind === kind).map((i) => i.ownerId))];
    const rows = await db
      .repo(OWNERS[kind].entity)
      .find({ select: { id: true, image: true }, where: { id: In(ids) } });
    for (const row of rows) found.set(pictureKey(kind, Number(row.id)), (row.image as string | null) ?? null);
  }
  return found;
}

export const pictureKey = (kind: string, ownerId: number) => `${kind}:${ownerId}`;
