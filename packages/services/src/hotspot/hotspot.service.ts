import { GalleryImage, Hotspot, Room, RoomType } from '@shop/db';
import {
  HOTSPOT_MESSAGES,
  MAX_HOTSPOTS_PER_IMAGE,
  PAGE_SIZE,
  pageOffset,
  fromBasisPoints,
  productsInScene,
  toBasisPoints,
  type THotspot,
  type THotspotAdmin,
  type THotspotAdminList,
  type THotspotCreateInput,
  type THotspotImageInput,
  type THotspotKind,
  type THotspotList,
  type THotspotRoom,
  type THotspotUpdateInput,
} from '@shop/domain';
import { In, Not } from 'typeorm';
import type { Db } from '../common/db.js';
import { FieldValidationError, NotFoundError } from '../errors.js';
import { CARD_COLUMNS, toProductCard, type IProductCardRow } from '../common/products/product-card.js';
import { currentPictures, ownerName, pictureKey } from './hotspot-pictures.js';

type THotspotRow = IProductCardRow & {
  hotspotId: number | string;
  kind: string;
  ownerId: number | string;
  picture: string;
  xBp: number | string;
  yBp: number | string;
  active: number | string | boolean;
};

const HOTSPOT_SQL =
  'SELECT h.id AS `hotspotId`, h.kind AS `kind`, h.owner_id AS `ownerId`, h.image AS `picture`, ' +
  `h.x_bp AS \`xBp\`, h.y_bp AS \`yBp\`, p.active AS \`active\`, ${CARD_COLUMNS.join(', ')} ` +
  'FROM hotspots h JOIN products p ON p.id = h.product_id';

function toHotspot(row: THotspotRow): THotspot {
  return {
    id: Number(row.hotspotId),
    kind: row.kind as THotspotKind,
    ownerId: Number(row.ownerId),
    x: fromBasisPoints(Number(row.xBp)),
    y: fromBasisPoints(Number(row.yBp)),
    product: toProductCard(row),
  };
}

const toAdminHotspot = (row: THotspotRow): THotspotAdmin => ({
  ...toHotspot(row),
  productActive: Boolean(Number(row.active)),
});

/**
 * Products placed on the storefront's pictures. Shoppers see the hotspots of products on sale, on the picture
 * the owner shows now; staff see every hotspot of a picture and place, move and remove them.
 */
export class HotspotService {
  constructor(private readonly db: Db) {}

  /** One picture's hotspots for shoppers; an unknown room, room type or gallery image is a 404. */
  async image(image: THotspotImageInput): Promise<THotspotList> {
    const pictures = await currentPictures(this.db, [image]);
    if (!pictures.has(pictureKey(image.kind, image.ownerId))) throw new NotFoundError(ownerName(image.kind));
    return this.scenes([image]);
  }

  /** A room type's picture's hotspots for shoppers. */
  roomType(roomTypeId: number): Promise<THotspotList> {
    return this.image({ kind: 'room-type', ownerId: roomTypeId });
  }

  /** Several pictures' hotspots at once (a room and its room types, a gallery page); unknown ones have none. */
  async scenes(images: readonly THotspotImageInput[]): Promise<THotspotList> {
    const rows = await this.rowsOf(this.db, images, true);
    return { data: rows.map(toHotspot) };
  }

  /**
   * A room's scenes: its own picture and its room types' (what "Shop this room" lists), in one read that the room
   * page's loader names by the room's id alone; an unknown room is a 404.
   */
  async room(roomId: number): Promise<THotspotRoom> {
    if (!(await this.db.repo(Room).exists({ where: { id: roomId } }))) throw new NotFoundError('Room');
    const types = await this.db.repo(RoomType).find({ select: { id: true }, where: { roomId } });
    const { data } = await this.scenes([
      { kind: 'room', ownerId: roomId },
      ...types.map((type) => ({ kind: 'room-type' as const, ownerId: Number(type.id) })),
    ]);
    return { data, products: productsInScene(data) };
  }

  /** The pictures of one page of the storefront gallery (newest first, as it lists them). */
  async gallery(page: number): Promise<THotspotList> {
    const pictures = await this.db.repo(GalleryImage).find({
      select: { id: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: pageOffset(page),
      take: PAGE_SIZE,
    });
    if (!pictures.length) return { data: [] };
    return this.scenes(
      pictures.map((picture) => ({ kind: 'gallery' as const, ownerId: Number(picture.id) })),
    );
  }

  /** Every hotspot of one picture, products off sale included, for the back-office's editor. */
  async adminList(image: THotspotImageInput): Promise<THotspotAdminList> {
    await this.pictureOf(this.db, image);
    return { data: (await this.rowsOf(this.db, [image], false)).map(toAdminHotspot) };
  }

  async create(input: THotspotCreateInput): Promise<THotspotAdmin> {
    const id = await this.db.transaction(async (tx) => {
      const picture = await this.pictureOf(tx, input);
      await productMustExist(tx, input.productId);
      const placed = await tx.repo(Hotspot).count({
        where: { kind: input.kind, ownerId: input.ownerId, image: picture },
      });
      if (placed >= MAX_HOTSPOTS_PER_IMAGE)
        throw new FieldValidationError({ productId: [HOTSPOT_MESSAGES.full] });
      const result = await tx.repo(Hotspot).insert({
        kind: input.kind,
        ownerId: input.ownerId,
        image: picture,
        productId: input.productId,
        xBp: toBasisPoints(input.x),
        yBp: toBasisPoints(input.y),
      });
      return Number(result.identifiers[0]!.id);
    });
    return this.detail(id);
  }

  /** Moves a hotspot, and gives it another product when one is named. */
  async update({ id, x, y, productId }: THotspotUpdateInput): Promise<THotspotAdmin> {
    await this.db.transaction(async (tx) => {
      if (!(await tx.repo(Hotspot).exists({ where: { id } }))) throw new NotFoundError('Hotspot');
      if (productId !== undefined) await productMustExist(tx, productId);
      await tx
        .repo(Hotspot)
        .update(
          { id },
          { xBp: toBasisPoints(x), yBp: toBasisPoints(y), ...(productId !== undefined ? { productId } : {}) },
        );
    });
    return this.detail(id);
  }

  async delete(id: number): Promise<{ success: true }> {
    const { affected } = await this.db.repo(Hotspot).delete({ id });
    if (!affected) throw new NotFoundError('Hotspot');
    return { success: true };
  }

  private async detail(id: number): Promise<THotspotAdmin> {
    const [row] = await this.db.query<THotspotRow>(`${HOTSPOT_SQL} WHERE h.id = ?`, [id]);
    if (!row) throw new NotFoundError('Hotspot');
    return toAdminHotspot(row);
  }

  /** The picture's key now; an unknown owner is a 404, an owner without a picture a 422. */
  private async pictureOf(db: Db, image: THotspotImageInput): Promise<string> {
    const pictures = await currentPictures(db, [image]);
    const key = pictureKey(image.kind, image.ownerId);
    if (!pictures.has(key)) throw new NotFoundError(ownerName(image.kind));
    const picture = pictures.get(key);
    if (!picture) throw new FieldValidationError({ ownerId: [HOTSPOT_MESSAGES.noImage] });
    return picture;
  }

  /** The hotspots placed on each picture as it is now, in the order they were placed. */
  private async rowsOf(
    db: Db,
    images: readonly THotspotImageInput[],
    onSale: boolean,
  ): Promise<THotspotRow[]> {
    const pictures = await currentPictures(db, images);
    const shown = [...pictures].filter((entry): entry is [string, string] => entry[1] !== null);
    if (!shown.length) return [];
    const params: unknown[] = [];
    const matches = shown.map(([key, picture]) => {
      const [kind, ownerId] = [
        key.slice(0, key.lastIndexOf(':')),
        Number(key.slice(key.lastIndexOf(':') + 1)),
      ];
      params.push(kind, ownerId, picture);
      return '(h.kind = ? AND h.owner_id = ? AND h.image = ?)';
    });
    return db.query<THotspotRow>(
      `${HOTSPOT_SQL} WHERE (${matches.join(' OR ')})${onSale ? ' AND p.active = 1' : ''} ORDER BY h.id`,
      params,
    );
  }
}

async function productMustExist(tx: Db, productId: number): Promise<void> {
  const [product] = await tx.query<{ id: number }>('SELECT id FROM products WHERE id = ?', [productId]);
  if (!product) throw new FieldValidationError({ productId: [HOTSPOT_MESSAGES.unknownProduct] });
}

/**
 * Removes the hotspots of deleted pictures, or of a picture replaced by another (`keep`: the key the owner has
 * now; null or undefined removes them all). Called by the room, room type and gallery services with their write,
 * so that no hotspot outlives its picture: the one function of this folder they take besides types.
 */
export async function removeHotspotsOf(
  db: Db,
  kind: THotspotKind,
  ownerIds: readonly number[],
  keep?: string | null,
): Promise<void> {
  if (!ownerIds.length) return;
  await db.repo(Hotspot).delete({ kind, ownerId: In([...ownerIds]), ...(keep ? { image: Not(keep) } : {}) });
}
