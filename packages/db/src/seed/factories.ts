/** Every domain's seed factory, from one place for tests and the seed; each lives beside its entity. */
export * from './factory-kit.js';
export * from '../contact/contact.factory.js';
export * from '../customer/customer.factory.js';
export * from '../gallery/gallery.factory.js';
export * from '../hotspot/hotspot.factory.js';
export * from '../material/material.factory.js';
export * from '../material-type/material-type.factory.js';
export * from '../order/order.factory.js';
export * from '../product/product.factory.js';
export * from '../promotion/promotion.factory.js';
export * from '../review/review.factory.js';
export * from '../room/room.factory.js';
export * from '../room-type/room-type.factory.js';
export * from '../social/social.factory.js';
export * from '../staff/staff.factory.js';
