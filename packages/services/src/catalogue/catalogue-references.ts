/** The references of a catalogue line (room type, materials, images) resolved against what the database knows. */
import {
  CATALOGUE_MESSAGES,
  IMAGE_KEY_PATTERN,
  type TCatalogueColumn,
  type TCatalogueError,
} from '@shop/domain';
import type { TLineReferences } from './catalogue-csv.js';

/** An image named in a file: its key, from a key or any URL of ours that carries one (`?path=<key>`). */
export function imageKeyOf(reference: string): string | undefined {
  const trimmed = reference.trim();
  if (IMAGE_KEY_PATTERN.test(trimmed)) return trimmed;
  try {
    const key = new URL(trimmed, 'http://shop.invalid').searchParams.get('path');
    return key && IMAGE_KEY_PATTERN.test(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

/** What the database knows that rows name: room types by slug and name, materials by name, images by key. */
export interface ICatalogueReferences {
  roomTypeBySlug: Map<string, number>;
  roomTypesByName: Map<string, number[]>;
  materialsByName: Map<string, number[]>;
  knownImages: Set<string>;
}

const key = (text: string) => text.trim().toLowerCase();

/** A line's references resolved against the database; each that does not resolve is an error of its column. */
export function resolveReferences(
  line: number,
  row: TLineReferences,
  refs: ICatalogueReferences,
): { roomTypeId?: number; materialIds: number[]; images: string[]; errors: TCatalogueError[] } {
  const errors: TCatalogueError[] = [];
  const fail = (field: TCatalogueColumn, message: string) => errors.push({ line, field, message });
  let roomTypeId = refs.roomTypeBySlug.get(key(row.room_type));
  if (roomTypeId === undefined) {
    const named = refs.roomTypesByName.get(key(row.room_type)) ?? [];
    if (named.length === 1) roomTypeId = named[0];
    else
      fail(
        'room_type',
        named.length
          ? CATALOGUE_MESSAGES.ambiguousRoomType(row.room_type)
          : CATALOGUE_MESSAGES.unknownRoomType(row.room_type),
      );
  }
  const materialIds: number[] = [];
  for (const name of row.materials) {
    const found = refs.materialsByName.get(key(name)) ?? [];
    if (found.length !== 1)
      fail(
        'materials',
        found.length ? CATALOGUE_MESSAGES.ambiguousMaterial(name) : CATALOGUE_MESSAGES.unknownMaterial(name),
      );
    else if (!materialIds.includes(found[0]!)) materialIds.push(found[0]!);
  }
  const images: string[] = [];
  for (const reference of row.image_urls) {
    const image = imageKeyOf(reference);
    if (!image || !refs.knownImages.has(image))
      fail('image_urls', CATALOGUE_MESSAGES.unknownImage(reference));
    else if (!images.includes(image)) images.push(image);
  }
  return { ...(roomTypeId === undefined ? {} : { roomTypeId }), materialIds, images, errors };
}
