import { imageBaseOf } from '#/components/image-base';
import {
  formatUsd,
  imageVariantUrl,
  type TProductPage,
  type TRoomBrowse,
  type TRoomTypePage,
} from '@shop/domain';
import { FALLBACK_SHOP_NAME, pageTitle } from '#/lib/page-meta';
import type { IRouterContext } from '#/lib/router-context';

/**
 * What a storefront page says of itself in the document head: the same tags in the server's HTML (crawlers, link
 * previews) and in the browser after each navigation, because both read them from the route's head().
 */
export interface IPageHead {
  /** Empty for the home page, whose title is the shop's name alone. */
  title: string;
  description: string;
  /** The page's one address (query left out); the route's own path when not given. */
  path?: string;
  image?: string | null;
  type?: 'website' | 'product';
  /** Private and not-found pages: no canonical address, and search engines are asked to leave them out. */
  noindex?: boolean;
  structuredData?: object[];
}

/** A tag of the head, as TanStack Router's head() returns it in `meta`. */
export type TMetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { 'script:ld+json': object };

export interface IRouteHead {
  meta: TMetaTag[];
  links: { rel: 'canonical'; href: string }[];
}

/** What head() is handed (TanStack Router's asset context), as far as the pages read it. */
export interface IHeadContext {
  match: { status: string; pathname: string; context: IRouterContext; search: object };
  params: object;
  /** What the route's loader returned: the record the page shows, read once for the screen and its head. */
  loaderData?: unknown;
}

/** A page's head from its route's context; undefined when the loader could not read the record. */
type THeadOf = (context: IHeadContext) => IPageHead | undefined;

export const SHOP_DESCRIPTION =
  'Furniture for every room: browse rooms, materials and pieces made to last, and order online.';
/** Descriptions are cut here, as search engines show about this much. */
const DESCRIPTION_LENGTH = 160;

export function summary(text: string, fallback = SHOP_DESCRIPTION): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return fallback;
  return clean.length <= DESCRIPTION_LENGTH ? clean : `${clean.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

export const NOT_FOUND_HEAD: IPageHead = {
  title: 'Page not found',
  description: SHOP_DESCRIPTION,
  noindex: true,
};

const breadcrumbs = (items: [string, string][]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map(([name, path], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: path,
  })),
});

const roomPath = (room: { slug: string }) => `/rooms/${room.slug}`;
const privatePage = (title: string, description = SHOP_DESCRIPTION): IPageHead => ({
  title,
  description,
  noindex: true,
});
const paged = (title: string, page: number | undefined) =>
  (page ?? 1) > 1 ? `${title}, page ${page}` : title;

/** schema.org's property for what an option varies ("Size" -> size), or the option's own name. */
function variesBy(name: string): string {
  const known: Record<string, string> = {
    size: 'size',
    colour: 'color',
    color: 'color',
    material: 'material',
    fabric: 'material',
    finish: 'material',
    pattern: 'pattern',
  };
  const property = known[name.toLowerCase()];
  return property ? `https://schema.org/${property}` : name;
}

function productHead(product: TProductPage): IPageHead {
  const path = `/product/${product.slug}`;
  const typePath = `/room/${product.room.slug}/${product.roomType.slug}`;
  // Out of stock but still buyable: made in the workshop after ordering, or ordered again from the maker.
  const availability =
    product.stock > 0
      ? 'https://schema.org/InStock'
      : product.sellingMode === 'made-to-order'
        ? 'https://schema.org/MadeToOrder'
        : product.sellingMode === 'backorder'
          ? 'https://schema.org/BackOrder'
          : 'https://schema.org/OutOfStock';
  const { count, average } = product.reviews;
  const rating =
    count > 0 && average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: average.toFixed(1),
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {};
  const image = (key: string | null) => (key ? { image: [imageVariantUrl(key, 1280, 'jpeg')] } : {});
  const offer = (cents: number, available: string, url = path) => ({
    '@type': 'Offer',
    url,
    priceCurrency: 'USD',
    price: (cents / 100).toFixed(2),
    availability: available,
    itemCondition: 'https://schema.org/NewCondition',
  });
  const category = `${product.room.name} > ${product.roomType.name}`;
  // A product with variants is a ProductGroup: one Product per variant, each with its SKU and its own offer.
  const item = product.variants.length
    ? {
        '@context': 'https://schema.org',
        '@type': 'ProductGroup',
        name: product.name,
        description: summary(product.description),
        productGroupID: String(product.id),
        ...image(product.image),
        category,
        variesBy: product.options
          .filter((option) => option.kind === 'variant')
          .map((option) => variesBy(option.name)),
        hasVariant: product.variants.map((variant) => ({
          '@type': 'Product',
          sku: variant.sku,
          name: `${product.name}, ${variant.title}`,
          ...image(variant.image ?? product.image),
          offers: offer(
            variant.discountedCents,
            `https://schema.org/${variant.availability}`,
            `${path}?variant=${encodeURIComponent(variant.sku)}`,
          ),
        })),
        ...rating,
      }
    : {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: summary(product.description),
        sku: String(product.id),
        ...image(product.image),
        category,
        offers: offer(product.discountedCents, availability),
        ...rating,
      };
  return {
    title: product.name,
    description: summary(`${formatUsd(product.discountedCents)}. ${product.description}`),
    path,
    image: product.image,
    type: 'product',
    structuredData: [
      item,
      breadcrumbs([
        ['Home', '/'],
        ['Rooms', '/rooms'],
        [product.room.name, roomPath(product.room)],
        [product.roomType.name, typePath],
        [product.name, path],
      ]),
    ],
  };
}

function roomHead(room: TRoomBrowse): IPageHead {
  return {
    title: room.name,
    description: summary(room.description, `Furniture for the ${room.name.toLowerCase()}.`),
    path: roomPath(room),
    image: room.image,
    structuredData: [
      breadcrumbs([
        ['Home', '/'],
        ['Rooms', '/rooms'],
        [room.name, roomPath(room)],
      ]),
    ],
  };
}

function roomTypeHead(type: TRoomTypePage): IPageHead {
  const path = `/room/${type.room.slug}/${type.slug}`;
  return {
    title: `${type.name} · ${type.room.name}`,
    description: summary(
      type.description,
      `${type.name} for the ${type.room.name.toLowerCase()}: browse and filter by material and price.`,
    ),
    path,
    image: type.image,
    structuredData: [
      breadcrumbs([
        ['Home', '/'],
        ['Rooms', '/rooms'],
        [type.room.name, roomPath(type.room)],
        [type.name, path],
      ]),
    ],
  };
}

/** The materials page, or one material's when the search names one: the loader waited for the materials then. */
function materialsHead({ trpc }: IRouterContext, materialId: number | undefined): IPageHead {
  const material = trpc.material.groupedByType
    .getData()
    ?.flatMap((group) => group.materials)
    .find((m) => m.id === materialId)?.name;
  return material
    ? {
        title: `${material} furniture`,
        description: `Furniture made of ${material}: every piece in our collection in this material.`,
      }
    : {
        title: 'Materials',
        description:
          'The woods, fabrics, leathers and metals our furniture is made of, and the pieces made of each.',
      };
}

/** The route's search and parameters, as far as the heads read them (each route validates its own). */
interface IPageSearch {
  page?: number;
  q?: string;
  material?: number;
}
const searchOf = ({ match }: IHeadContext) => match.search as IPageSearch;
const pageOf = (context: IHeadContext) => searchOf(context).page;

/** Every storefront page's head, by what its route knows: loader data, search and parameters. */
export const heads = {
  home: () => ({
    title: '',
    description:
      'Furniture for every room of the home: sofas, tables, beds and storage, made to last and delivered to your door.',
  }),
  rooms: (context) => ({
    title: paged('Rooms', pageOf(context)),
    description:
      'Browse our rooms, from living room to bedroom and study, and find furniture that suits each one.',
  }),
  // The loader's answer, undefined when it could not be read (the page shows its error state).
  room: ({ loaderData }) => (loaderData ? roomHead(loaderData as TRoomBrowse) : undefined),
  roomType: ({ loaderData }) => (loaderData ? roomTypeHead(loaderData as TRoomTypePage) : undefined),
  product: ({ loaderData }) => (loaderData ? productHead(loaderData as TProductPage) : undefined),
  materials: (context) => materialsHead(context.match.context, searchOf(context).material),
  gallery: (context) => ({
    title: paged('Gallery', pageOf(context)),
    description: 'Our furniture at home: photos of rooms furnished with pieces from our collection.',
  }),
  contact: () => ({
    title: 'Contact us',
    description: 'Questions about a piece, delivery or an order? Write to us, call, or visit our showroom.',
  }),
  search: (context) =>
    privatePage(
      searchOf(context).q ? `Search: ${searchOf(context).q}` : 'Search',
      'Search our furniture, rooms and materials.',
    ),
  wishlist: () => privatePage('Your wishlist', 'The pieces you saved for later.'),
  login: () => privatePage('Log in', 'Log in to your account to see your orders and wishlist.'),
  register: () =>
    privatePage(
      'Create an account',
      'Create an account to keep a wishlist, check out faster and follow your orders.',
    ),
  forgot: () =>
    privatePage('Forgot your password?', 'Get a link by email to choose a new password for your account.'),
  resetPassword: () => privatePage('Choose a new password'),
  confirmEmail: ({ match }) =>
    privatePage(
      (match.search as { purpose?: string }).purpose === 'orders'
        ? 'Add your earlier orders'
        : 'Confirm your new email',
    ),
  account: () => privatePage('Your account'),
  accountDetails: () => privatePage('Your details'),
  accountPassword: () => privatePage('Change your password'),
  orders: () => privatePage('Your orders'),
  order: ({ params }) => privatePage(`Order ${(params as { orderDetail: string }).orderDetail}`),
  cart: () => privatePage('Your cart', 'The products in your cart, priced and checked against our stock.'),
  checkout: () => privatePage('Checkout', 'Shipping address, shipping speed and payment for your order.'),
  findOrder: () => privatePage('Find an order'),
  orderPlaced: ({ params }) =>
    privatePage(`Thank you for your order ${(params as { orderNumber: string }).orderNumber}`),
} satisfies Record<string, THeadOf>;

export type THeads = typeof heads;

/** Absolute addresses inside structured data: relative ones are kept as they are without PUBLIC_URL. */
function absolutise(value: unknown, base: string): unknown {
  if (typeof value === 'string') return value.startsWith('/') ? `${base}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absolutise(item, base));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absolutise(item, base)]));
  return value;
}

/**
 * The tags of one page's head. The canonical address, og:url and og:image need an absolute address, which only
 * PUBLIC_URL gives (the server hands it to both renders): the Host header is whatever the client wrote, and echoing
 * it would let anyone make the shop advertise another site. Without PUBLIC_URL those tags are left out.
 */
export function headTags(
  head: IPageHead,
  {
    shopName,
    publicUrl,
    pathname,
    imageBase = '',
  }: { shopName: string; publicUrl: string | undefined; pathname: string; imageBase?: string },
): IRouteHead {
  const meta: TMetaTag[] = [
    { title: pageTitle(head.title, shopName) },
    { name: 'description', content: head.description },
    { property: 'og:site_name', content: shopName },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:title', content: head.title || shopName },
    { property: 'og:description', content: head.description },
    { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' },
  ];
  const links: IRouteHead['links'] = [];
  if (head.noindex) meta.push({ name: 'robots', content: 'noindex' });
  if (publicUrl && !head.noindex) {
    // Pages without a record behind them are known by their address, without a trailing slash.
    const url = `${publicUrl}${head.path ?? (pathname.replace(/(.)\/+$/, '$1') || '/')}`;
    links.push({ rel: 'canonical', href: url });
    meta.push({ property: 'og:url', content: url });
    // On the CDN when S3_PUBLIC_URL names one (an absolute address already), else on the shop's own address.
    if (head.image)
      meta.push({
        property: 'og:image',
        content: imageVariantUrl(head.image, 1280, 'jpeg', imageBase || publicUrl),
      });
  }
  for (const data of head.structuredData ?? [])
    meta.push({ 'script:ld+json': absolutise(data, publicUrl ?? '') as object });
  return { meta, links };
}

/** The shop's name, from the answer the storefront layout's loader waited for. */
function shopNameOf(context: IRouterContext): string {
  return context.trpc.site.layout.getData()?.information.name.trim() || FALLBACK_SHOP_NAME;
}

/**
 * A route's head: the page's own once it has loaded, the not-found page's when its loader said so. A route in error
 * has no tags: its error screen says what happened, and the server sends its error page.
 */
export function routeHead(context: IHeadContext, page: keyof THeads): Partial<IRouteHead> {
  const { status, pathname, context: router } = context.match;
  const pick: THeadOf = heads[page];
  const head = status === 'notFound' ? NOT_FOUND_HEAD : status === 'success' && pick(context);
  if (!head) return {};
  return headTags(head, {
    shopName: shopNameOf(router),
    publicUrl: router.publicUrl,
    pathname,
    imageBase: imageBaseOf(router),
  });
}
