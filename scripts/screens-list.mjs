// The screens scripts/screens.mjs photographs, in order. `as` is who looks (a guest, the demo customer, the admin);
// `path` is a path or reads one from `found`, the links earlier screens noted with `find` (first link whose path
// matches); `before` runs before the visit, `then` after it (the shot is taken after both), `mask` hides what the
// server dates by its own clock (the checkout's hold time and delivery dates).
/* global window -- page.evaluate callbacks run in the browser */
const CART_KEY = 'shop.cart.v1';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** Puts the first two products in stock in this browser's cart, one of each. */
async function fillCart(page) {
  const list = await (
    await page.request.post('/api/product/get-list-customer', { headers: XHR, data: {} })
  ).json();
  const lines = list.data
    .filter((p) => p.inStock)
    .slice(0, 2)
    .map((p) => ({ productId: p.id, quantity: 1 }));
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, value),
    [CART_KEY, JSON.stringify(lines)],
  );
}

/** The checkout's first step, filled as the browser suite fills it, then sent for a shipping quote. */
async function quoteShipping(page) {
  await page.getByLabel('Full name').fill('Ada Checkout');
  await page.getByLabel('Phone').fill('+1 503 555 0142');
  await page.getByLabel('Street address').fill('1200 SW Main St');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('ZIP code').fill('97205');
  await page.getByRole('button', { name: 'Get shipping options' }).click();
  await page
    .getByRole('group', { name: 'Shipping speed' })
    .getByRole('radio')
    .first()
    .waitFor({ state: 'attached' });
}

async function emptyCart(page) {
  await page.evaluate((key) => window.localStorage.removeItem(key), CART_KEY);
}

const store = [
  { name: 'home', as: 'guest', path: '/', find: { product: /^\/product\/[^/]+$/ } },
  { name: 'rooms', as: 'guest', path: '/rooms', find: { room: /^\/rooms\/[^/]+$/ } },
  { name: 'room', as: 'guest', path: (f) => f.room, find: { roomType: /^\/room\/[^/]+\/[^/]+$/ } },
  { name: 'room-type', as: 'guest', path: (f) => f.roomType },
  { name: 'product', as: 'guest', path: (f) => f.product },
  { name: 'product-404', as: 'guest', path: '/product/no-such-product' },
  { name: 'materials', as: 'guest', path: '/materials' },
  { name: 'gallery', as: 'guest', path: '/gallery' },
  { name: 'search-empty', as: 'guest', path: '/search' },
  { name: 'search', as: 'guest', path: '/search?q=oak' },
  { name: 'search-nothing', as: 'guest', path: '/search?q=zzzzzz' },
  { name: 'contact', as: 'guest', path: '/contact' },
  { name: 'wishlist-guest', as: 'guest', path: '/my-wishlist' },
  { name: 'cart-empty', as: 'guest', path: '/cart', before: emptyCart },
  { name: 'cart-guest', as: 'guest', path: '/cart', before: fillCart },
  { name: 'login', as: 'guest', path: '/login' },
  { name: 'register', as: 'guest', path: '/register' },
  { name: 'forgot', as: 'guest', path: '/forgot' },
  { name: 'reset-password', as: 'guest', path: '/reset-password?token=not-a-token' },
  { name: 'confirm-email', as: 'guest', path: '/confirm-email?token=not-a-token' },
  { name: '404', as: 'guest', path: '/no-such-page' },
  { name: 'admin-login', as: 'guest', path: '/admin/login' },
  { name: 'admin-set-password', as: 'guest', path: '/admin/set-password?token=not-a-token' },
];

const account = [
  { name: 'account', as: 'customer', path: '/my-account' },
  { name: 'account-information', as: 'customer', path: '/my-account/edit/information' },
  { name: 'account-password', as: 'customer', path: '/my-account/edit/password' },
  {
    name: 'account-orders',
    as: 'customer',
    path: '/my-account/order',
    find: { myOrder: /^\/my-account\/order\/detail\/[^/]+$/ },
  },
  { name: 'account-order', as: 'customer', path: (f) => f.myOrder },
  { name: 'wishlist', as: 'customer', path: '/my-wishlist' },
  { name: 'cart', as: 'customer', path: '/cart', before: fillCart },
  { name: 'checkout-address', as: 'customer', path: '/cart/payment' },
  {
    name: 'checkout-shipping',
    as: 'customer',
    path: '/cart/payment',
    then: quoteShipping,
    mask: (page) => [page.getByText(/^Arrives by /)],
  },
  {
    name: 'checkout-payment',
    as: 'customer',
    path: '/cart/payment',
    then: async (page) => {
      await quoteShipping(page);
      await page
        .getByRole('group', { name: 'Shipping speed' })
        .getByRole('radio', { name: /^Express/ })
        .check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.getByText(/is reserved for you until/).waitFor();
    },
    mask: (page) => [page.getByText(/is reserved for you until/), page.getByText(/^Arrives by /)],
  },
];

/** A list screen, its create form, and the edit form of its first row. */
function crud(base, key, { create = true, edit = `${base}/update/[^/]+` } = {}) {
  const shots = [{ name: `admin-${key}`, as: 'staff', path: base, find: { [key]: new RegExp(`^${edit}$`) } }];
  if (create) shots.push({ name: `admin-${key}-create`, as: 'staff', path: `${base}/create` });
  shots.push({ name: `admin-${key}-edit`, as: 'staff', path: (f) => f[key] });
  return shots;
}

const admin = [
  { name: 'admin-dashboard', as: 'staff', path: '/admin' },
  ...crud('/admin/room', 'room', { edit: '/admin/room/update/[^/]+' }),
  {
    name: 'admin-room-types',
    as: 'staff',
    path: (f) => f.room.replace('/update/', '/') + '/type',
    find: { roomType: /^\/admin\/room\/[^/]+\/type\/update\/[^/]+$/ },
  },
  {
    name: 'admin-room-type-create',
    as: 'staff',
    path: (f) => f.room.replace('/update/', '/') + '/type/create',
  },
  { name: 'admin-room-type-edit', as: 'staff', path: (f) => f.roomType },
  ...crud('/admin/product', 'product'),
  ...crud('/admin/material', 'material'),
  ...crud('/admin/material/type', 'material-type'),
  ...crud('/admin/social', 'social'),
  { name: 'admin-gallery', as: 'staff', path: '/admin/gallery' },
  ...crud('/admin/order', 'order', { create: false, edit: '/admin/order/[0-9]+' }),
  ...crud('/admin/contact', 'contact', { create: false, edit: '/admin/contact/[0-9]+' }),
  ...crud('/admin/customer', 'customer', { create: false }),
  ...crud('/admin/hrm', 'hrm'),
  { name: 'admin-information', as: 'staff', path: '/admin/information' },
  { name: 'admin-audit', as: 'staff', path: '/admin/audit' },
  { name: 'admin-change-password', as: 'staff', path: '/admin/change-password' },
];

// The checkout reserves stock, which the back-office would show: the admin's screens come first.
export const SCREENS = [...admin, ...store, ...account];
