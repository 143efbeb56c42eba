import type { IRouterContext } from '#/lib/router-context';

/** What a screen's title is made from: its route's loader data, parameters and the router's context. */
interface ITitleSource {
  loaderData: unknown;
  params: Record<string, unknown>;
  context: IRouterContext;
}

type TTitle = string | ((source: ITitleSource) => string | undefined);

interface INamed {
  name: string;
}

/** A title made from what the route's loader read (the record the screen shows). */
const fromLoaded =
  <T>(make: (loaded: T) => string): TTitle =>
  ({ loaderData }) =>
    loaderData === undefined ? undefined : make(loaderData as T);

const edit = fromLoaded<INamed>((record) => `Edit ${record.name}`);

/** The room a room type screen is under, which the screens' frame read into the cache. */
function roomName({ context, params }: ITitleSource): string | undefined {
  return context.trpc.room.detail.getData({ id: params.roomId as number })?.name;
}

/**
 * Each back-office screen's title, by its route's id. Here rather than in the routes' own options, which every
 * storefront page's entry script carries: this table loads with the first back-office screen.
 */
const SCREEN_TITLES: Record<string, TTitle> = {
  '/admin/login': 'Staff login',
  '/admin/set-password': 'Choose your password',
  '/admin/_panel/': 'Dashboard',
  '/admin/_panel/audit/': 'Audit log',
  '/admin/_panel/case/': 'Returns and claims',
  '/admin/_panel/case/$caseId': fromLoaded<{ number: string }>((found) => `Case ${found.number}`),
  '/admin/_panel/case/settings': 'Returns settings',
  '/admin/_panel/change-password': 'Change password',
  '/admin/_panel/contact/': 'Messages',
  '/admin/_panel/contact/$id': fromLoaded<{ subject: string }>((message) => message.subject),
  '/admin/_panel/customer/': 'Customers',
  '/admin/_panel/customer/update/$id': fromLoaded<INamed>((customer) => `Customer ${customer.name}`),
  '/admin/_panel/gallery/': 'Gallery',
  '/admin/_panel/hrm/': 'Staff',
  '/admin/_panel/hrm/create': 'Add a staff member',
  '/admin/_panel/hrm/update/$id': edit,
  '/admin/_panel/information': 'Site information',
  '/admin/_panel/material/': 'Materials',
  '/admin/_panel/material/create': 'Add a material',
  '/admin/_panel/material/update/$id': fromLoaded<{ material: INamed }>(
    ({ material }) => `Edit ${material.name}`,
  ),
  '/admin/_panel/material/type/': 'Material types',
  '/admin/_panel/material/type/create': 'Add a material type',
  '/admin/_panel/material/type/update/$id': edit,
  '/admin/_panel/order/': 'Orders',
  '/admin/_panel/outbox/': 'Outbox',
  '/admin/_panel/webhooks/': 'Webhooks',
  '/admin/_panel/delivery/': 'Delivery',
  '/admin/_panel/delivery/$zoneId/day/$date': fromLoaded<{ date: string }>(
    (sheet) => `Day sheet ${sheet.date}`,
  ),
  '/admin/_panel/mail-templates/': 'Mail templates',
  '/admin/_panel/mail-templates/$key': fromLoaded<{ title: string }>(
    (template) => `Mail template: ${template.title}`,
  ),
  '/admin/_panel/order/$id': fromLoaded<{ number: string }>((order) => `Order ${order.number}`),
  '/admin/_panel/product/': 'Products',
  '/admin/_panel/product/create': 'Add a product',
  '/admin/_panel/product/update/$id': fromLoaded<{ product: INamed }>(
    ({ product }) => `Edit ${product.name}`,
  ),
  '/admin/_panel/room/': 'Rooms',
  '/admin/_panel/room/create': 'Add a room',
  '/admin/_panel/room/update/$id': edit,
  '/admin/_panel/room/$roomId/type/': (source) => {
    const room = roomName(source);
    return room && `Room types in ${room}`;
  },
  '/admin/_panel/room/$roomId/type/create': (source) => {
    const room = roomName(source);
    return room && `Add a room type to ${room}`;
  },
  '/admin/_panel/room/$roomId/type/update/$typeId': edit,
  '/admin/_panel/social/': 'Social links',
  '/admin/_panel/social/create': 'Add a social link',
  '/admin/_panel/social/update/$id': edit,
  '/admin/_panel/tax/': 'Sales tax',
};

/** The routes whose screens have a title here. */
export const TITLED_ROUTES = Object.keys(SCREEN_TITLES);

export function screenTitle(routeId: string, source: ITitleSource): string | undefined {
  const title = SCREEN_TITLES[routeId];
  return typeof title === 'function' ? title(source) : title;
}
