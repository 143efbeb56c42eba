/**
 * One factory per domain entity for tests (and the seed): each fills unique, valid defaults, applies the overrides,
 * inserts the row and returns the saved entity. A parent that is not given (a room for a room type, ...) is
 * created too, so `await seedProduct(m)` alone gives a product that every list and detail call can show.
 */
import crypto from 'node:crypto';
import { ROLE } from '@shop/domain';
import {
  In,
  type DataSource,
  type DeepPartial,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
} from 'typeorm';
import {
  ContactMessage,
  Customer,
  GalleryImage,
  Material,
  MaterialType,
  Product,
  ProductImage,
  Room,
  Review,
  RoomType,
  SocialLink,
  StaffMember,
} from '../entities/index.js';

export type TSeedTarget = EntityManager | DataSource;

/**
 * Several test processes may write to one shared database (the REST contract servers), so a per-process tag
 * keeps names and slugs from two processes apart, and a counter keeps them apart within one.
 */
const processTag = crypto.randomBytes(3).toString('hex');
let counter = 0;

/** A fresh suffix such as `a1b2c3-7`: lowercase letters, digits and hyphens, so it also fits the slug rule. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${processTag}-${counter}`;
}

/**
 * A stored password hash that no password verifies against (it is not an argon2 hash): accounts made without
 * `passwordHash` exist for lists and foreign keys but cannot log in.
 */
export const NO_LOGIN_HASH = '!no-login';

function managerOf(db: TSeedTarget): EntityManager {
  return 'manager' in db ? db.manager : db;
}

async function insert<T extends ObjectLiteral>(
  db: TSeedTarget,
  entity: EntityTarget<T>,
  values: NoInfer<DeepPartial<T>>,
): Promise<T> {
  const m = managerOf(db);
  return m.save(entity, m.create(entity, values));
}

export async function seedRoom(db: TSeedTarget, over: Partial<Room> = {}): Promise<Room> {
  const tag = uniqueSuffix();
  return insert(db, Room, { name: `Room ${tag}`, slug: `room-${tag}`, description: '', ...over });
}

export async function seedRoomType(db: TSeedTarget, over: Partial<RoomType> = {}): Promise<RoomType> {
  const roomId = over.roomId ?? (await seedRoom(db)).id;
  const tag = uniqueSuffix();
  return insert(db, RoomType, {
    name: `Room type ${tag}`,
    slug: `room-type-${tag}`,
    description: '',
    ...over,
    roomId,
  });
}

export async function seedMaterialType(
  db: TSeedTarget,
  over: Partial<MaterialType> = {},
): Promise<MaterialType> {
  const tag = uniqueSuffix();
  return insert(db, MaterialType, {
    name: `Material type ${tag}`,
    slug: `material-type-${tag}`,
    description: '',
    ...over,
  });
}

export async function seedMaterial(db: TSeedTarget, over: Partial<Material> = {}): Promise<Material> {
  const materialTypeId = over.materialTypeId ?? (await seedMaterialType(db)).id;
  return insert(db, Material, {
    name: `Material ${uniqueSuffix()}`,
    description: '',
    ...over,
    materialTypeId,
  });
}

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

export async function seedSocialLink(db: TSeedTarget, over: Partial<SocialLink> = {}): Promise<SocialLink> {
  const tag = uniqueSuffix();
  return insert(db, SocialLink, {
    name: `Social ${tag}`,
    url: `https://social.example.com/${tag}`,
    icon: 'instagram',
    // In creation order, like links a manager adds one after another.
    position: counter,
    ...over,
  });
}

export async function seedGalleryImage(
  db: TSeedTarget,
  over: Partial<GalleryImage> = {},
): Promise<GalleryImage> {
  const tag = uniqueSuffix();
  return insert(db, GalleryImage, {
    image: `uploads/gallery-${tag}.jpg`,
    caption: `Gallery picture ${tag}`,
    // In creation order, like pictures uploaded one after another.
    position: counter,
    ...over,
  });
}

export async function seedCustomer(db: TSeedTarget, over: Partial<Customer> = {}): Promise<Customer> {
  const tag = uniqueSuffix();
  return insert(db, Customer, {
    name: `Customer ${tag}`,
    email: `customer-${tag}@example.com`,
    passwordHash: NO_LOGIN_HASH,
    ...over,
  });
}

/** A MANAGER unless `role` says otherwise. */
export async function seedStaff(db: TSeedTarget, over: Partial<StaffMember> = {}): Promise<StaffMember> {
  const tag = uniqueSuffix();
  return insert(db, StaffMember, {
    name: `Staff ${tag}`,
    email: `staff-${tag}@example.com`,
    passwordHash: NO_LOGIN_HASH,
    role: ROLE.MANAGER,
    ...over,
  });
}

/** A visible five-star review by a visitor without an account, of a new product unless `productId` is given. */
export async function seedReview(db: TSeedTarget, over: Partial<Review> = {}): Promise<Review> {
  const productId = over.productId ?? (await seedProduct(db)).id;
  return insert(db, Review, {
    authorName: 'Robin',
    rating: 5,
    body: `Review ${uniqueSuffix()}`,
    ...over,
    productId,
  });
}

/** An unread message sent through the contact form. */
export async function seedContactMessage(
  db: TSeedTarget,
  over: Partial<ContactMessage> = {},
): Promise<ContactMessage> {
  const tag = uniqueSuffix();
  return insert(db, ContactMessage, {
    name: `Visitor ${tag}`,
    email: `visitor-${tag}@example.com`,
    subject: `Question ${tag}`,
    message: 'Do you deliver on Saturdays?',
    ...over,
  });
}
