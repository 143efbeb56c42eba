import { authRouter } from './routers/auth/router.js';
import { documentsRouter } from './routers/documents/router.js';
import { galleryRouter } from './routers/gallery/router.js';
import { hotspotRouter } from './routers/hotspot/router.js';
import { informationRouter } from './routers/information/router.js';
import { productRouter } from './routers/product/router.js';
import { roomTypeRouter } from './routers/room-type/router.js';
import { materialTypeRouter } from './routers/material-type/router.js';
import { materialRouter } from './routers/material/router.js';
import { roomRouter } from './routers/room/router.js';
import { siteRouter } from './routers/site/router.js';
import { socialRouter } from './routers/social/router.js';
import { deliveryRouter } from './routers/delivery/router.js';
import { deliveryWindowRouter } from './routers/delivery-window/router.js';
import { caseRouter } from './routers/case/router.js';
import { roomViewRouter } from './routers/room-view/router.js';
import { wishlistRouter } from './routers/wishlist/router.js';
import { contactRouter } from './routers/contact/router.js';
import { searchRouter } from './routers/search/router.js';
import { dashboardRouter } from './routers/dashboard/router.js';
import { staffRouter } from './routers/staff/router.js';
import { customerRouter } from './routers/customer/router.js';
import { auditRouter } from './routers/audit/router.js';
import { accountRouter } from './routers/account/router.js';
import { reviewRouter } from './routers/review/router.js';
import { passwordResetRouter } from './routers/password-reset/router.js';
import { cartRouter } from './routers/cart/router.js';
import { checkoutRouter } from './routers/checkout/router.js';
import { orderRouter } from './routers/order/router.js';
import { taxRouter } from './routers/tax/router.js';
import { promotionRouter } from './routers/promotion/router.js';
import { catalogueRouter } from './routers/catalogue/router.js';
import { mailTemplatesRouter } from './routers/mail-templates/router.js';
import { outboxRouter } from './routers/outbox/router.js';
import { webhooksRouter } from './routers/webhooks/router.js';
import { createCallerFactory, router } from './trpc.js';

export const appRouter = router({
  auth: authRouter,
  tax: taxRouter,
  promotion: promotionRouter,
  room: roomRouter,
  product: productRouter,
  review: reviewRouter,
  roomType: roomTypeRouter,
  materialType: materialTypeRouter,
  material: materialRouter,
  site: siteRouter,
  social: socialRouter,
  delivery: deliveryRouter,
  deliveryWindow: deliveryWindowRouter,
  case: caseRouter,
  information: informationRouter,
  documents: documentsRouter,
  gallery: galleryRouter,
  hotspot: hotspotRouter,
  wishlist: wishlistRouter,
  roomView: roomViewRouter,
  search: searchRouter,
  contact: contactRouter,
  dashboard: dashboardRouter,
  mailTemplates: mailTemplatesRouter,
  outbox: outboxRouter,
  webhooks: webhooksRouter,
  staff: staffRouter,
  customer: customerRouter,
  audit: auditRouter,
  account: accountRouter,
  passwordReset: passwordResetRouter,
  checkout: checkoutRouter,
  cart: cartRouter,
  order: orderRouter,
  catalogue: catalogueRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
