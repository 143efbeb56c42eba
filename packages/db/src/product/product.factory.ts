import { In } from 'typeorm';
import { Material, Product, ProductImage } from '../entities/index.js';
import { type TSeedTarget, uniqueSuffix, insert, managerOf } from '../seed/factory-kit.js';
import { seedRoomType } from '../room-type/room-type.factory.js';

export interface ISeedProductOverrides extends Partial<Omit<Product, 'materials'>> {
  /** Linked through product_materials. */
  materials?: readonly Pick<Material, 'id'>[];
  /** Gallery image keys (product_images), stored in this order. */
  images?: readonly string[];
}

export interface ISeededProduct extends Product {
  images: ProductImage[];
}

export async function seedProduct(
  db: TSeedTarget,
  { materials = [], images = [], ...over }: ISeedProductOverrides = {},
): Promise<ISeededProduct> {
  const roomTypeId = over.roomTypeId ?? (await seedRoomType(db)).id;
  const tag = uniqueSuffix();
  const product = await insert(db, Product, {
    name: `Product ${tag}`,
    slug: `product-${tag}`,
    sku: `SKU-${tag}`.toUpperCase(),
    description: 'A sturdy piece made for everyday use.',
    priceCents: 19_900,
    stock: 10,
    widthIn: 30,
    depthIn: 20,
    heightIn: 30,
    packageLengthIn: 32,
    packageWidthIn: 22,
    packageHeightIn: 12,
    packageWeightLb: 25,
    ...over,
    roomTypeId,
  });
  const m = managerOf(db);
  if (materials.length > 0) {
    await m
      .createQueryBuilder()
      .relation(Product, 'materials')
      .of(product.id)
      .add(materials.map((material) => material.id));
  }
  const gallery = await m.save(
    ProductImage,
    images.map((image, position) => m.create(ProductImage, { productId: product.id, image, position })),
  );
  return Object.assign(product, {
    materials:
      materials.length > 0 ? await m.findBy(Material, { id: In(materials.map(({ id }) => id)) }) : [],
    images: gallery,
  });
}
