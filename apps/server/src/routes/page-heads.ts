import { formatUsd, imageUrl } from '@shop/domain';
import type { TServices } from '@shop/services';

/** What the server writes into a page's <head>: enough for crawlers and link previews without running the app. */
export interface IPageHead {
  title: string;
  description: string;
  /** Path of the page's one address (query left out), made absolute with PUBLIC_URL. */
  path: string;
  image?: string | null | undefined;
  type?: 'website' | 'product';
  noindex?: boolean;
  structuredData?: object[];
}

type TParams = Record<string, string>;
type TResolve = (params: TParams, services: TServices) => Promise<IPageHead | null>;

const SHOP_DESCRIPTION =
  'Furniture for every room: browse rooms, materials and pieces made to last, and order online.';
/** Descriptions are cut here, as search engines show about this much. */
const DESCRIPTION_LENGTH = 160;

export function summary(text: string, fallback = SHOP_DESCRIPTION): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return fallback;
  return clean.length <= DESCRIPTION_LENGTH ? clean : `${clean.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

const page =
  (title: string, description: string, options: Partial<IPageHead> = {}): TResolve =>
  async (_params, _services) => ({ title, description, path: '', ...options });

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

const productPage: TResolve = async ({ slug }, services) => {
  const product = await services.pageHeads.product(slug!);
  if (!product) return null;
  const path = `/product/${product.slug}`;
  const roomPath = `/rooms/${product.room.slug}`;
  const typePath = `/room/${product.room.slug}/${product.roomType.slug}`;
  const availability =
    product.stock > 0
      ? 'https://schema.org/InStock'
      : product.leadTimeDays > 0
        ? 'https://schema.org/BackOrder'
        : 'https://schema.org/OutOfStock';
  return {
    title: product.name,
    description: summary(`${formatUsd(product.salePriceCents)}. ${product.description}`),
    path,
    image: product.image,
    type: 'product',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: summary(product.description),
        sku: String(product.id),
        ...(product.image ? { image: [imageUrl(product.image, 1280, 'jpeg')] } : {}),
        category: `${product.room.name} > ${product.roomType.name}`,
        offers: {
          '@type': 'Offer',
          url: path,
          priceCurrency: 'USD',
          price: (product.salePriceCents / 100).toFixed(2),
          availability,
          itemCondition: 'https://schema.org/NewCondition',
        },
        ...(product.rating
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.rating.average.toFixed(1),
                reviewCount: product.rating.count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      breadcrumbs([
        ['Home', '/'],
        ['Rooms', '/rooms'],
        [product.room.name, roomPath],
        [product.roomType.name, typePath],
        [product.name, path],
      ]),
    ],
  };
};

const roomPage: TResolve = async ({ slug }, services) => {
  const room = await services.pageHeads.room(slug!);
  if (!room) return null;
  const path = `/rooms/${room.slug}`;
  return {
    title: room.name,
    description: summary(room.description),
    path,
    image: room.image,
    structuredData: [
      breadcrumbs([
        ['Home', '/'],
        ['Rooms', '/rooms'],
        [room.name, path],
      ]),
    ],
  };
};

const roomTypePage: TResolve = async ({ slug, slugDetail }, services) => {
  const type = await services.pageHeads.roomType(slug!, slugDetail!);
  if (!type) return null;
  const roomPath = `/rooms/${type.room.slug}`;
  const path = `/room/${type.room.slug}/${type.slug}`;
  return {
    title: `${type.name} · ${type.room.name}`,
    description: summary(type.description),
    path,
    image: type.image,
    structuredData: [
      breadcrumbs([
        ['Home', '/'],
        ['Rooms', '/rooms'],
        [type.room.name, roomPath],
        [type.name, path],
      ]),
    ],
  };
};

const privatePage = (title: string) => page(title, SHOP_DESCRIPTION, { noindex: true });

/**
 * Every storefront address the web app serves (apps/web/src/routes/_store), with its head; a test keeps this table
 * and the app's routes the same. Any other address outside /admin is answered with 404 and the app's 404 page.
 */
export const STOREFRONT_PAGES: [pattern: string, resolve: TResolve][] = [
  ['/', page('', SHOP_DESCRIPTION)],
  ['/rooms', page('Rooms', 'Living room, bedroom, dining, office and more: find furniture room by room.')],
  ['/rooms/:slug', roomPage],
  ['/room/:slug/:slugDetail', roomTypePage],
  ['/product/:slug', productPage],
  ['/materials', page('Materials', 'The woods, fabrics, leathers and metals our furniture is made of.')],
  ['/gallery', page('Gallery', 'Our furniture at home: rooms furnished by our customers and our studio.')],
  [
    '/contact',
    page('Contact us', 'Questions about an order or a piece? Write to us, call, or visit the shop.'),
  ],
  ['/search', privatePage('Search')],
  ['/my-wishlist', privatePage('My wishlist')],
  ['/login', privatePage('Log in')],
  ['/register', privatePage('Create an account')],
  ['/forgot', privatePage('Forgot your password?')],
  ['/reset-password', privatePage('Choose a new password')],
  ['/confirm-email', privatePage('Confirm your new email')],
  ['/my-account', privatePage('Your account')],
  ['/my-account/edit/information', privatePage('Your details')],
  ['/my-account/edit/password', privatePage('Change your password')],
  ['/my-account/order', privatePage('Your orders')],
  ['/my-account/order/detail/:orderDetail', privatePage('Your order')],
  ['/cart', privatePage('Your cart')],
  ['/cart/payment', privatePage('Checkout')],
];

export const NOT_FOUND_HEAD: IPageHead = {
  title: 'Page not found',
  description: SHOP_DESCRIPTION,
  path: '',
  noindex: true,
};

export const ADMIN_HEAD: IPageHead = {
  title: 'Back-office',
  description: SHOP_DESCRIPTION,
  path: '',
  noindex: true,
};

/** The resolver and parameters of a storefront path, or undefined for an address the storefront does not have. */
export function matchStorefrontPage(pathname: string): { resolve: TResolve; params: TParams } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const [pattern, resolve] of STOREFRONT_PAGES) {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: TParams = {};
    const matches = parts.every((part, i) => {
      if (part.startsWith(':')) {
        try {
          params[part.slice(1)] = decodeURIComponent(segments[i]!);
        } catch {
          return false;
        }
        return true;
      }
      return part === segments[i];
    });
    if (matches) return { resolve, params };
  }
  return undefined;
}
