import path from 'node:path';
import type { DataSource } from 'typeorm';
import { AccountMailService } from './auth/account-mail.service.js';
import { CustomerAuthService } from './auth/customer-auth.service.js';
import { EmailChangeService } from './account/email-change.service.js';
import { MyAccountService } from './account/my-account.service.js';
import { MyOrdersService } from './account/my-orders.service.js';
import { PasswordResetService } from './auth/password-reset.service.js';
import { SessionService } from './auth/session.service.js';
import { DatabaseRateLimitStore } from './auth/database-rate-limit.store.js';
import { StaffAuthService } from './auth/staff-auth.service.js';
import { ProductService } from './catalog/product.service.js';
import { ReviewService } from './catalog/review.service.js';
import { RoomTypeService } from './catalog/room-type.service.js';
import { MaterialTypeService } from './catalog/material-type.service.js';
import { MaterialService } from './catalog/material.service.js';
import { RoomService } from './catalog/room.service.js';
import { RoomBrowseService } from './catalog/room-browse.service.js';
import { Db } from './common/db.js';
import { ImageService } from './images/image.service.js';
import { GalleryService } from './site/gallery.service.js';
import { InformationService } from './site/information.service.js';
import { SiteService } from './site/site.service.js';
import { SitemapService } from './site/sitemap.service.js';
import { SocialService } from './site/social.service.js';
import { LocalDiskStorage } from './storage/local-disk.storage.js';
import { ProductViewCounter } from './storefront/product-views.js';
import { RoomViewService } from './storefront/room-view.service.js';
import { StorefrontProductService } from './storefront/storefront-product.service.js';
import { WishlistService } from './storefront/wishlist.service.js';
import { createMailer } from './mail/index.js';
import { createPaymentService } from './checkout/index.js';
import type { IPaymentConfig } from './payments/index.js';
import { ShippingService, type IShippingConfig } from './shipping/shipping.service.js';
import type { IMailer } from './mail/mailer.js';
import { SearchService } from './search/search.service.js';
import { ContactService } from './site/contact.service.js';
import { OrderAdminService } from './orders/order-admin.service.js';
import { ContactInboxService } from './site/contact-inbox.service.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import type { IStorage } from './storage/storage.js';
import { AuditService } from './audit/audit.service.js';
import { CustomerAdminService } from './customers/customer-admin.service.js';
import { StaffInvitationService } from './staff/staff-invitation.service.js';
import { StaffService } from './staff/staff.service.js';

export * from './errors.js';
export * from './auth/password.js';
export * from './auth/session.service.js';
export * from './auth/database-rate-limit.store.js';
export * from './auth/staff-auth.service.js';
export * from './auth/customer-auth.service.js';
export * from './catalog/room.service.js';
export * from './catalog/product.service.js';
export * from './catalog/review.service.js';
export * from './catalog/room-type.service.js';
export * from './catalog/material-type.service.js';
export * from './catalog/material.service.js';
export * from './common/db.js';
export * from './common/find.js';
export * from './common/reads/paged-query.js';
export { searchTuning } from './common/full-text.js';
export * from './images/image.service.js';
export * from './site/site.service.js';
export * from './site/social.service.js';
export * from './site/information.service.js';
export * from './site/gallery.service.js';
export * from './site/sitemap.service.js';
export * from './storage/storage.js';
export * from './storage/local-disk.storage.js';
export * from './storefront/product-views.js';
export * from './storefront/room-view.service.js';
export * from './storefront/storefront-product.service.js';
export * from './storefront/wishlist.service.js';
export * from './catalog/room-browse.service.js';
export * from './search/search.service.js';
export * from './site/contact.service.js';
export * from './site/contact-inbox.service.js';
export * from './dashboard/dashboard.service.js';
export * from './mail/index.js';
export * from './audit/audit.service.js';
export * from './audit/audit-details.js';
export * from './customers/customer-admin.service.js';
export * from './staff/staff.service.js';
export * from './staff/staff-invitation.service.js';
export * from './auth/password-reset.service.js';
export * from './auth/account-mail.service.js';
export * from './account/my-account.service.js';
export * from './account/email-change.service.js';
export * from './account/my-orders.service.js';
export * from './orders/order-mapper.js';
export * from './orders/order-transitions.js';
export * from './orders/order-admin.service.js';
export * from './payments/index.js';
export * from './checkout/index.js';
export * from './shipping/shipping.service.js';
export * from './shipping/rate-table.js';
export * from './shipping/tier-offer.js';
export type { IFedexConfig } from './shipping/fedex.client.js';

export interface IServiceDeps {
  dataSource: DataSource;
  /** DATA_DIR: uploads and the image cache live below it unless a storage provider is given. */
  dataDir: string;
  storage?: IStorage;
  /** SMTP_URL: mail goes through that server; without it, into DATA_DIR/outbox. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender of the shop's mail. */
  mailFrom?: string | undefined;
  /** A provider that replaces both (tests). */
  mailer?: IMailer;
  /** Told when a mail could not be sent where the use case carries on without it (the contact notification). */
  onMailError?: (error: unknown) => void;
  /** PUBLIC_URL (or the local address): links in mail (staff invitations) point there. */
  publicUrl?: string | undefined;
  /** STRIPE_*: Stripe takes the payments; unset, the built-in test gateway does. */
  payments?: (IPaymentConfig & { webhookSecret?: string | undefined }) | undefined;
  /** FEDEX_*: FedEx's rate API prices shipping; unset, the shop's rate table does. */
  shipping?: IShippingConfig | undefined;
  /** Where checkout reports what must not fail a request (a confirmation mail not sent...). */
  log?: (message: string, error?: unknown) => void;
  /** LOGIN_ATTEMPTS_PER_MINUTE: login, registration and forgot-password attempts per client address (default 10). */
  loginAttemptsPerMinute?: number | undefined;
}

/** The use cases that read and write the database, bound to the pool or to one transaction. */
function createDataServices(db: Db) {
  // Only the pool-bound set counts views: product pages are read outside transactions.
  const productViews = new ProductViewCounter(db);
  const sessions = new SessionService(db);
  const socialLinks = new SocialService(db);
  const information = new InformationService(db);
  const contactInbox = new ContactInboxService(db);
  return {
    sessions,
    staffAuth: new StaffAuthService(db, sessions),
    customerAuth: new CustomerAuthService(db, sessions),
    rooms: new RoomService(db),
    socialLinks,
    information,
    gallery: new GalleryService(db),
    site: new SiteService(db, information, socialLinks),
    products: new ProductService(db),
    reviews: new ReviewService(db),
    roomTypes: new RoomTypeService(db),
    materialTypes: new MaterialTypeService(db),
    materials: new MaterialService(db),
    sitemap: new SitemapService(db),
    productViews,
    storefrontProducts: new StorefrontProductService(db, productViews),
    wishlist: new WishlistService(db),
    roomViews: new RoomViewService(db),
    roomBrowse: new RoomBrowseService(db),
    search: new SearchService(db),
    contactInbox,
    dashboard: new DashboardService(db, contactInbox),
    audit: new AuditService(db),
    customerAdmin: new CustomerAdminService(db),
    myOrders: new MyOrdersService(db),
  };
}

export type TDataServices = ReturnType<typeof createDataServices>;

/**
 * Every use case, wired once per process and shared by all requests. Procedures get these, never the DataSource;
 * `transaction` hands a set of the same services bound to one transaction, for work that must be all or nothing.
 */
export function createServices({
  dataSource,
  dataDir,
  storage,
  publicUrl,
  payments,
  shipping,
  log,
  loginAttemptsPerMinute,
  ...mail
}: IServiceDeps) {
  const db = Db.of(dataSource);
  const store = storage ?? new LocalDiskStorage(path.join(dataDir, 'uploads'));
  const mailer = mail.mailer ?? createMailer({ smtpUrl: mail.smtpUrl, dataDir, from: mail.mailFrom });
  const dataServices = createDataServices(db);
  const staffInvitations = new StaffInvitationService(db, {
    mailer,
    information: dataServices.information,
    publicUrl: publicUrl ?? 'http://localhost:3000',
    onMailError: mail.onMailError ?? reportMailError,
  });
  const shippingService = new ShippingService(db, shipping);
  const paymentService = createPaymentService({
    db,
    shipping: shippingService,
    mailer,
    config: payments,
    ...(shipping?.now ? { now: shipping.now } : {}),
    ...(log ? { log } : {}),
    shopName: async () => (await dataServices.information.detail()).name,
  });
  return {
    ...dataServices,
    mailer,
    shipping: shippingService,
    payments: paymentService,
    contact: new ContactService(db, {
      mailer,
      information: dataServices.information,
      onMailError: mail.onMailError ?? reportMailError,
    }),
    /** Attempt counts, shared by every app process through the database, and the per-address limit. */
    rateLimits: new DatabaseRateLimitStore(db),
    authLimits: loginAttemptsPerMinute ? { perAddressPerMinute: loginAttemptsPerMinute } : undefined,
    staffInvitations,
    staff: new StaffService(db, staffInvitations),
    orderAdmin: new OrderAdminService(db, {
      mailer,
      payments: paymentService.provider,
      onMailError: mail.onMailError ?? reportMailError,
    }),
    accountMail: new AccountMailService({
      mailer,
      information: dataServices.information,
      onMailError: mail.onMailError ?? reportMailError,
    }),
    myAccount: new MyAccountService(
      db,
      dataServices.sessions,
      new EmailChangeService(db, {
        mailer,
        information: dataServices.information,
        onMailError: mail.onMailError ?? reportMailError,
      }),
    ),
    passwordReset: new PasswordResetService(db, {
      mailer,
      information: dataServices.information,
      onMailError: mail.onMailError ?? reportMailError,
    }),
    storage: store,
    images: new ImageService(store, path.join(dataDir, 'image-cache')),
    transaction: <R>(work: (tx: TDataServices) => Promise<R>): Promise<R> =>
      db.transaction((tx) => work(createDataServices(tx))),
  };
}

/** Without a logger of its own, a failed mail is at least one line on stderr, not silence. */
function reportMailError(error: unknown): void {
  console.error(`mail could not be sent: ${error instanceof Error ? error.message : String(error)}`);
}

export type TServices = ReturnType<typeof createServices>;
