// The wiring of every service (createServices), apart from the package's list of exports in index.ts: together they
// outgrew one file.
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { AccountService } from './account/account.service.js';
import { EmailChangeService } from './account/email-change.service.js';
import { AuditService } from './audit/audit.service.js';
import { AccountMailService } from './auth/account-mail.service.js';
import { AuthService } from './auth/auth.service.js';
import { DatabaseRateLimitStore } from './auth/database-rate-limit.store.js';
import { SessionService } from './auth/session.service.js';
import { CartService } from './cart/cart.service.js';
import { CaseService } from './case/case.service.js';
import { CatalogueService } from './catalogue/catalogue.service.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { systemClock, type TClock } from './common/clock.js';
import { Db } from './common/db.js';
import { ContactService } from './contact/contact.service.js';
import { CustomerService } from './customer/customer.service.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { GalleryService } from './gallery/gallery.service.js';
import { HotspotService } from './hotspot/hotspot.service.js';
import { ImageService } from './images/image.service.js';
import { UnusedImages } from './images/unused-images.js';
import { InformationService } from './information/information.service.js';
import { createMailTransport } from './mail/index.js';
import type { IMailAttachmentRef, IMailTransport, IRenderedAttachment } from './mail/mailer.js';
import { MailTemplatesService, TemplatedMailer } from './mail-templates/index.js';
import { OutboxMailQueue } from './outbox/outbox-mail-queue.js';
import { OutboxWorker } from './outbox/outbox-worker.js';
import { OutboxService } from './outbox/outbox.service.js';
import { MaterialTypeService } from './material-type/material-type.service.js';
import { MaterialService } from './material/material.service.js';
import { DocumentsService } from './documents/documents.service.js';
import { OrderService } from './order/order.service.js';
import { mailWindowNeeded } from './order/index.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { createPaymentProvider, type IPaymentConfig, type IPaymentProvider } from './payments/index.js';
import { ProductViewCounter } from './product/product-views.js';
import { ProductAdminService } from './product/product-admin.service.js';
import { ProductStoreService } from './product/product-store.service.js';
import { ProductVariantsService } from './product/product-variants.service.js';
import { ReviewService } from './review/review.service.js';
import { RoomTypeService } from './room-type/room-type.service.js';
import { RoomViewService } from './room-view/room-view.service.js';
import { RoomService } from './room/room.service.js';
import { SearchService } from './search/search.service.js';
import { ShippingService, type IShippingConfig } from './shipping/shipping.service.js';
import { PromotionService } from './promotion/promotion.service.js';
import { SiteService } from './site/site.service.js';
import { SitemapService } from './site/sitemap.service.js';
import { SocialService } from './social/social.service.js';
import { DeliveryService } from './delivery/delivery.service.js';
import { DeliveryCrewService } from './delivery-window/delivery-crew.service.js';
import { DeliveryWindowService } from './delivery-window/delivery-window.service.js';
import { StaffInvitationService } from './staff/staff-invitation.service.js';
import { StaffService } from './staff/staff.service.js';
import { LocalDiskStorage } from './storage/local-disk.storage.js';
import type { IStorage } from './storage/storage.js';
import { TaxService, type ITaxConfig } from './tax/tax.service.js';
import { WishlistService } from './wishlist/wishlist.service.js';
import type { IAddressPolicy } from './webhooks/address-guard.js';
import { WebhookDelivery } from './webhooks/webhook-delivery.js';
import { WebhookEventQueue } from './webhooks/webhook-events.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

export interface IServiceDeps {
  dataSource: DataSource;
  /** DATA_DIR: images live below it (DATA_DIR/uploads) unless a storage provider is given. */
  dataDir: string;
  /** S3_*: an S3Storage, so that every app process serves every image; unset, the local disk. */
  storage?: IStorage;
  /** SMTP_URL: the outbox worker delivers mail through that server; without it, into DATA_DIR/mail. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender of the shop's mail. */
  mailFrom?: string | undefined;
  /** A transport that replaces both (tests). */
  mailTransport?: IMailTransport;
  /** The outbox worker's timing (OUTBOX_POLL_MS) and the attachments it draws when a mail leaves. */
  outbox?: {
    pollMs?: number | undefined;
    leaseMs?: number | undefined;
    /** OUTBOX_RETENTION_DAYS: finished messages older than this are deleted; 0 keeps them all. */
    retentionDays?: number | undefined;
    renderAttachment?: ((ref: IMailAttachmentRef) => Promise<IRenderedAttachment>) | undefined;
  };
  /** Told when a mail could not be queued where the use case carries on without it (the contact notification). */
  onMailError?: (error: unknown) => void;
  /** PUBLIC_URL (or the local address): every link in the shop's mail points there (shopUrlOf). */
  publicUrl?: string | undefined;
  /** STRIPE_*: Stripe takes the payments; unset, the built-in test gateway does. */
  payments?: (IPaymentConfig & { webhookSecret?: string | undefined }) | undefined;
  /** FEDEX_*: FedEx's rate API prices shipping; unset, the shop's rate table does. */
  shipping?: IShippingConfig | undefined;
  /** STRIPE_TAX=on with STRIPE_SECRET_KEY: Stripe Tax computes sales tax; unset, the shop's rate table does. */
  tax?: ITaxConfig | undefined;
  /** Where checkout reports what must not fail a request (a confirmation mail not sent...). */
  log?: (message: string, error?: unknown) => void;
  /** "Now" for every service that reads the time (tests pin it); the system's clock when left out. */
  clock?: TClock | undefined;
  /** LOGIN_ATTEMPTS_PER_MINUTE: login, registration and forgot-password attempts per client address (default 10). */
  loginAttemptsPerMinute?: number | undefined;
  /** WEBHOOKS_ALLOW_PRIVATE: webhooks may go to private addresses too; the resolver and timeout for tests. */
  webhooks?: (Partial<IAddressPolicy> & { timeoutMs?: number }) | undefined;
  /** ABANDONED_CART_MINUTES: a cart left this long gets its one reminder (default 240). */
  abandonedCartMinutes?: number | undefined;
  /** DELIVERY_HOLD_MINUTES: how long a chosen delivery window is held for a cart being paid (default 15). */
  deliveryHoldMinutes?: number | undefined;
}

/** What every domain service may depend on besides the database: built once per process, shared by all requests. */
interface IProviders {
  /** The one clock of the process. */
  now: TClock;
  /** Wakes this process's outbox worker once a queued message is committed. */
  wakeOutbox: () => void;
  onMailError: (error: unknown) => void;
  publicUrl: string;
  payments: IServiceDeps['payments'];
  /** The configured payment provider: checkout takes payments through it, orders refund through it. */
  paymentProvider: IPaymentProvider;
  shipping: IServiceDeps['shipping'];
  tax: IServiceDeps['tax'];
  log: IServiceDeps['log'];
  abandonedCartMinutes: IServiceDeps['abandonedCartMinutes'];
  deliveryHoldMinutes: IServiceDeps['deliveryHoldMinutes'];
  webhooks: IServiceDeps['webhooks'];
  /** Views are counted in memory and written in batches through the pool, whatever the caller is bound to. */
  productViews: ProductViewCounter;
  /** Removes the files a deletion left unnamed, through the pool once the deletion has committed. */
  unusedImages: UnusedImages;
  /** The image checker and the file store: case photos are re-encoded by the one and kept, privately, in the other. */
  images: ImageService;
  storage: IStorage;
}

/**
 * One service per domain, `ctx.services.<router key>`, each a class over a Db (the pool or one transaction) with
 * its dependencies named. A test fails when a router folder has no services folder of the same name.
 */
function createDomainServices(db: Db, providers: IProviders) {
  const { now, onMailError, paymentProvider } = providers;
  // Every mail becomes an outbox row on this Db: in the transaction, when the services are a transaction's. A
  // templated mail is rendered on that same Db, so its template is read inside the transaction too.
  const mailer = new TemplatedMailer(db, new OutboxMailQueue(db, { now, onQueued: providers.wakeOutbox }), {
    publicUrl: providers.publicUrl,
    warn: providers.log ?? ((message, error) => console.error(message, error)),
  });
  // Events become outbox rows of kind 'webhook' the same way, in the transaction of the change they report.
  const webhookEvents = new WebhookEventQueue({ now, onQueued: providers.wakeOutbox });
  const sessions = new SessionService(db);
  const information = new InformationService(db);
  const social = new SocialService(db);
  const contact = new ContactService(db, { mailer, information, onMailError });
  const tax = new TaxService(db, { ...providers.tax, now });
  const promotion = new PromotionService(db, { now });
  const shipping = new ShippingService({ ...providers.shipping, now });
  const delivery = new DeliveryService(db);
  // The crew's side marks stops delivered through the order service, which tells the window service of a
  // cancelled order: it is made after both, and the window service reaches it when first asked.
  const crew: { service?: DeliveryCrewService } = {};
  const deliveryWindow = new DeliveryWindowService(db, {
    now,
    holdMinutes: providers.deliveryHoldMinutes,
    crew: () => crew.service!,
    // A mail is a row in the outbox: one that cannot be written is reported, and never fails the booking.
    onNeedsWindow: (orderIds) =>
      mailWindowNeeded(db, mailer, orderIds, providers.publicUrl).catch((error: unknown) =>
        onMailError(error),
      ),
  });
  const order = new OrderService(db, {
    now,
    mailer,
    webhookEvents,
    payments: paymentProvider,
    onMailError,
    publicUrl: providers.publicUrl,
    onCancelled: (orderId) => deliveryWindow.endForOrder(orderId),
  });
  crew.service = new DeliveryCrewService(db, { now, orders: order });
  const checkout = new CheckoutService(db, {
    shipping,
    delivery,
    deliveryWindow,
    promotions: promotion,
    tax,
    payments: paymentProvider,
    webhookSecret: providers.payments?.webhookSecret ?? providers.payments?.stripe?.webhookSecret,
    mailer,
    webhookEvents,
    now,
    log: providers.log,
    publicUrl: providers.publicUrl,
  });
  const { publicUrl } = providers;
  const accountMail = new AccountMailService({ mailer, onMailError, publicUrl });
  const invitations = new StaffInvitationService(db, {
    mailer,
    publicUrl: providers.publicUrl,
    onMailError,
  });
  const emailChanges = new EmailChangeService(db, { mailer, onMailError, publicUrl });
  const cart = new CartService(db, {
    now,
    mailer,
    publicUrl: providers.publicUrl,
    abandonedMinutes: providers.abandonedCartMinutes,
    ...(providers.log ? { warn: providers.log } : {}),
  });
  return {
    sessions,
    auth: new AuthService(db, {
      sessions,
      accountMail,
      // A new account whose address placed guest orders is offered them (a link to that address).
      onRegistered: (customer) =>
        void emailChanges.offerGuestOrders(customer).catch((error: unknown) => onMailError(error)),
    }),
    account: new AccountService(db, sessions, emailChanges),
    cart,
    passwordReset: new PasswordResetService(db, { mailer, onMailError, publicUrl }),
    room: new RoomService(db, providers.unusedImages),
    roomType: new RoomTypeService(db, providers.unusedImages),
    roomView: new RoomViewService(db),
    // By audience, as the web's product screens are: the back-office's, the storefront's, and the variants'.
    product: {
      admin: new ProductAdminService(db, providers.unusedImages, webhookEvents),
      store: new ProductStoreService(db, providers.productViews),
      variants: new ProductVariantsService(db),
    },
    catalogue: new CatalogueService(db, {
      unusedImages: providers.unusedImages,
      ...(providers.log ? { log: providers.log } : {}),
    }),
    productViews: providers.productViews,
    review: new ReviewService(db),
    materialType: new MaterialTypeService(db),
    material: new MaterialService(db, providers.unusedImages),
    social,
    information,
    gallery: new GalleryService(db, providers.unusedImages),
    hotspot: new HotspotService(db),
    site: new SiteService(
      db,
      information,
      social,
      providers.payments?.stripe?.secretKey ? (providers.payments.stripe.publishableKey ?? null) : null,
    ),
    sitemap: new SitemapService(db),
    wishlist: new WishlistService(db),
    search: new SearchService(db),
    contact,
    dashboard: new DashboardService(db, contact, cart),
    outbox: new OutboxService(db, { now, onQueued: providers.wakeOutbox }),
    webhooks: new WebhooksService(db, { ...providers.webhooks, now, onQueued: providers.wakeOutbox }),
    mailTemplates: new MailTemplatesService(db, { mailer, publicUrl: providers.publicUrl }),
    audit: new AuditService(db),
    customer: new CustomerService(db),
    staff: new StaffService(db, invitations),
    shipping,
    delivery,
    deliveryWindow,
    tax,
    promotion,
    checkout,
    documents: new DocumentsService(db, { now }),
    order,
    case: new CaseService(db, {
      now,
      mailer,
      publicUrl: providers.publicUrl,
      payments: paymentProvider,
      webhookEvents,
      images: providers.images,
      storage: providers.storage,
    }),
  };
}

export type TDomainServices = ReturnType<typeof createDomainServices>;

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
  tax,
  log,
  clock,
  loginAttemptsPerMinute,
  abandonedCartMinutes,
  deliveryHoldMinutes,
  webhooks,
  ...mail
}: IServiceDeps) {
  const db = Db.of(dataSource);
  const store = storage ?? new LocalDiskStorage(path.join(dataDir, 'uploads'));
  const images = new ImageService(store);
  const now = clock ?? systemClock;
  const mailTransport =
    mail.mailTransport ?? createMailTransport({ smtpUrl: mail.smtpUrl, dataDir, from: mail.mailFrom });
  const wakeOutbox = () => outboxWorker.wake();
  const webhookDelivery = new WebhookDelivery(db, { ...webhooks, now, publicUrl, onMailQueued: wakeOutbox });
  const outboxWorker = new OutboxWorker(db, {
    transport: mailTransport,
    now,
    pollMs: mail.outbox?.pollMs,
    leaseMs: mail.outbox?.leaseMs,
    retentionDays: mail.outbox?.retentionDays,
    // The PDFs a queued mail names (the invoice with the paid mail) are drawn when it is sent, not when queued.
    renderAttachment: mail.outbox?.renderAttachment ?? new DocumentsService(db, { now }).renderAttachment,
    log: log ?? ((message) => console.error(message)),
    deliverWebhook: (message) => webhookDelivery.deliver(message),
    messageIdHost: hostOf(publicUrl),
  });
  const providers: IProviders = {
    now,
    wakeOutbox,
    onMailError: mail.onMailError ?? reportMailError,
    publicUrl: publicUrl ?? 'http://localhost:3000',
    abandonedCartMinutes,
    deliveryHoldMinutes,
    webhooks,
    payments,
    paymentProvider: createPaymentProvider(payments),
    shipping,
    tax,
    log,
    productViews: new ProductViewCounter(db),
    unusedImages: new UnusedImages(db, images, log ?? reportStorageError),
    images,
    storage: store,
  };
  return {
    ...createDomainServices(db, providers),
    /** Where the outbox worker delivers mail (tests read the file transport's folder). */
    mailTransport,
    /** Delivers the outbox in this process: the server starts it when ready and stops it on close. */
    outboxWorker,
    /** Attempt counts, shared by every app process through the database, and the per-address limit. */
    rateLimits: new DatabaseRateLimitStore(db),
    authLimits: loginAttemptsPerMinute ? { perAddressPerMinute: loginAttemptsPerMinute } : undefined,
    storage: store,
    images,
    transaction: <R>(work: (tx: TDomainServices) => Promise<R>): Promise<R> =>
      db.transaction((tx) => work(createDomainServices(tx, providers))),
  };
}

/** The host of PUBLIC_URL, for the outbox's Message-IDs; a local name without one. */
function hostOf(publicUrl: string | undefined): string {
  try {
    return new URL(publicUrl ?? '').hostname || 'shop.localhost';
  } catch {
    return 'shop.localhost';
  }
}

/** Without a logger of its own, files that could not be removed are at least one line on stderr. */
function reportStorageError(message: string, error?: unknown): void {
  console.error(`${message}: ${error instanceof Error ? error.message : String(error)}`);
}

/** Without a logger of its own, a failed mail is at least one line on stderr, not silence. */
function reportMailError(error: unknown): void {
  console.error(`mail could not be sent: ${error instanceof Error ? error.message : String(error)}`);
}

export type TServices = ReturnType<typeof createServices>;
