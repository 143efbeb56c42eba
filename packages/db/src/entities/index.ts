import { AuditEntry } from './audit-entry.entity.js';
import { ContactMessage } from './contact-message.entity.js';
import { Customer } from './customer.entity.js';
import { EmailChange } from './email-change.entity.js';
import { GalleryImage } from './gallery-image.entity.js';
import { MaterialType } from './material-type.entity.js';
import { Material } from './material.entity.js';
import { OrderLine } from './order-line.entity.js';
import { OrderEvent } from './order-event.entity.js';
import { Order } from './order.entity.js';
import { PasswordReset } from './password-reset.entity.js';
import { PaymentEvent } from './payment-event.entity.js';
import { Payment } from './payment.entity.js';
import { RateLimitWindow } from './rate-limit-window.entity.js';
import { ProductImage } from './product-image.entity.js';
import { Product } from './product.entity.js';
import { Refund } from './refund.entity.js';
import { Review } from './review.entity.js';
import { RoomType } from './room-type.entity.js';
import { RoomView } from './room-view.entity.js';
import { Room } from './room.entity.js';
import { Session } from './session.entity.js';
import { SiteInformation } from './site-information.entity.js';
import { SocialLink } from './social-link.entity.js';
import { StaffMember } from './staff-member.entity.js';
import { WishlistEntry } from './wishlist-entry.entity.js';

export {
  AuditEntry,
  ContactMessage,
  Customer,
  EmailChange,
  GalleryImage,
  Material,
  MaterialType,
  Order,
  OrderEvent,
  OrderLine,
  PasswordReset,
  Payment,
  PaymentEvent,
  Product,
  ProductImage,
  RateLimitWindow,
  Refund,
  Review,
  Room,
  RoomType,
  RoomView,
  Session,
  SiteInformation,
  SocialLink,
  StaffMember,
  WishlistEntry,
};

export const ENTITIES = [
  Room,
  RoomType,
  RoomView,
  MaterialType,
  Material,
  Product,
  ProductImage,
  Review,
  StaffMember,
  Customer,
  Session,
  PasswordReset,
  EmailChange,
  Order,
  OrderLine,
  OrderEvent,
  Payment,
  PaymentEvent,
  Refund,
  SiteInformation,
  SocialLink,
  ContactMessage,
  GalleryImage,
  WishlistEntry,
  AuditEntry,
  RateLimitWindow,
];
