import type { TMailTemplateKey, TMailTemplateVariable } from '@shop/domain';

/** A template's three parts, each Liquid; a null text is derived from the HTML when rendered. */
export interface IMailTemplateParts {
  subject: string;
  html: string;
  text: string | null;
}

/** The site information every template may use. */
const SHOP_VARIABLES: Record<string, string> = {
  'shop.name': "The shop's name (Information screen)",
  'shop.email': "The shop's email address",
  'shop.phone': "The shop's phone number",
  'shop.address': "The shop's postal address",
  'shop.logo_url': "The logo's absolute address, or nothing when the shop has none",
  'shop.url': "The shop's web address (PUBLIC_URL)",
  'shop.colors.accent': 'The accent colour of the shop, e.g. for buttons and links (#2f5d50)',
  'shop.colors.text': 'The text colour (#29241f)',
  'shop.colors.background': 'The page background colour (#f8f5f0)',
};

const CUSTOMER_NAME = { 'customer.name': "The customer's name" };
const ORDER_FOLLOW = {
  'order.number': 'The order number',
  'order.ship_name': 'The name the order ships to (may be empty)',
  'order.follow_link': 'Where the buyer follows the order (the account, or "Find an order" for a guest)',
  'order.follow_where': 'Where that link leads, in words',
};
const PIECES = { pieces: 'The made-to-order pieces, one sentence each (a list)' };

interface ICatalogueEntry {
  title: string;
  description: string;
  variables: Record<string, string>;
}

/** What each mail is, when it is sent and the variables its template may use (besides shop.*). */
export const MAIL_TEMPLATE_CATALOGUE: Record<TMailTemplateKey, ICatalogueEntry> = {
  welcome: {
    title: 'Welcome',
    description: 'A new customer account is ready.',
    variables: { ...CUSTOMER_NAME, 'links.login': 'The sign-in page' },
  },
  'already-registered': {
    title: 'Already registered',
    description: 'Someone tried to register an address that has an account.',
    variables: {
      ...CUSTOMER_NAME,
      'links.login': 'The sign-in page',
      'links.forgot': 'The forgot-password page',
    },
  },
  'no-account': {
    title: 'Password reset: no account',
    description: 'A password reset was asked for an address without an account.',
    variables: { 'links.forgot': 'The forgot-password page', 'links.register': 'The registration page' },
  },
  'password-reset': {
    title: 'Password reset',
    description: 'The link that sets a new password.',
    variables: {
      ...CUSTOMER_NAME,
      link: 'The single-use reset link (secret: keep it in the mail)',
      expires_minutes: 'How many minutes the link works',
    },
  },
  'email-confirm': {
    title: 'Confirm a new email address',
    description: 'Sent to the new address of a customer who changes it.',
    variables: { ...CUSTOMER_NAME, link: 'The confirmation link', expires_hours: 'How many hours it works' },
  },
  'email-change-notice': {
    title: 'Email address about to change',
    description: 'Sent to the old address when a customer asks to change it.',
    variables: { ...CUSTOMER_NAME, new_email: 'The address asked for' },
  },
  'guest-orders': {
    title: 'Add earlier guest orders',
    description: 'Offers an account the orders its address placed as a guest.',
    variables: { ...CUSTOMER_NAME, link: 'The confirmation link', expires_hours: 'How many hours it works' },
  },
  'staff-invitation': {
    title: 'Staff invitation',
    description: 'Invites a new staff member to choose a password.',
    variables: {
      'member.name': "The invited member's name",
      'member.role': 'Their role in words (admin or manager)',
      invited_by: 'Who invited them',
      link: 'The set-password link',
      expires_hours: 'How many hours it works',
    },
  },
  'cart-reminder': {
    title: 'Abandoned cart reminder',
    description: 'Sent once for a cart left at checkout, when the shopper asked for it.',
    variables: {
      items: 'The cart lines (a list)',
      'items[].quantity': 'How many',
      'items[].name': 'The product',
      'items[].options': 'The variant and surcharges chosen (may be empty)',
      'items[].sku': 'The SKU (may be empty)',
      'links.restore': 'Restores the cart on any device',
      'links.unsubscribe': 'Stops reminders',
    },
  },
  'order-confirmation': {
    title: 'Order confirmation',
    description: 'Sent once the payment is in, with the invoice attached.',
    variables: {
      'order.number': 'The order number',
      'order.guest': 'True when the buyer checked out as a guest',
      'order.lines': 'The order lines (a list)',
      'order.lines[].quantity': 'How many',
      'order.lines[].name': 'The product',
      'order.lines[].unit_price': 'Price per piece, formatted',
      'order.lines[].total': 'Line total, formatted',
      'order.lines[].options': 'The options sold with it (may be empty)',
      'order.lines[].sku': 'The SKU (may be empty)',
      'order.lines[].served': 'How it is served when not all from stock (may be empty)',
      'order.subtotal': 'Subtotal, formatted',
      'order.delivery.charge': '"Shipping" (the carrier) or "Delivery" (the shop\'s crew, at a level)',
      'order.delivery.label': 'The delivery chosen',
      'order.delivery.price': 'Its price, formatted',
      'order.delivery.quoted': 'True when the delivery has an estimate',
      'order.delivery.estimate': 'The delivery estimate',
      'order.delivery.expected_by': 'The expected delivery day (may be empty)',
      'order.discount': 'The discounts, formatted (empty without)',
      'order.promotions': 'The promotions applied, in words (a list)',
      'order.tax': 'Sales tax (empty when none applies)',
      'order.tax.amount': 'Sales tax, formatted',
      'order.tax.jurisdiction': 'Where it is due (may be empty)',
      'order.total': 'Total, formatted',
      'order.address_lines': 'The shipping address, one line each (a list)',
      'order.follow_link': 'Where the buyer follows the order',
    },
  },
  'order-in-production': {
    title: 'Order in production',
    description: 'The workshop started making the made-to-order pieces.',
    variables: { ...ORDER_FOLLOW, ...PIECES },
  },
  'order-ready-to-ship': {
    title: 'Order ready to ship',
    description: 'The made-to-order pieces are made.',
    variables: {
      ...ORDER_FOLLOW,
      ...PIECES,
      choose_window_link:
        "Where the buyer chooses the day our crew delivers (empty when a carrier delivers it): the order's page",
    },
  },
  'delivery-window-needed': {
    title: 'Choose a delivery window',
    description:
      'Our crew cannot keep the delivery window of an order (it filled before the payment, or staff moved it), or the order waits for one: the buyer chooses another on its page.',
    variables: { ...ORDER_FOLLOW },
  },
  'case-update': {
    title: 'Return or claim update',
    description:
      'A return or damage claim was opened, approved, rejected, received, refunded, replaced, closed or cancelled: one template, worded per move with case.move.',
    variables: {
      ...ORDER_FOLLOW,
      'case.number': 'The case number',
      'case.kind': '"return" or "damage claim"',
      'case.move': 'opened, approved, rejected, received, refunded, replaced, closed or cancelled',
      'case.details': "Staff's words for this move: return instructions, why it was rejected (may be empty)",
      'case.refund': 'The amount being refunded, formatted (empty when none)',
      'case.replacement': 'The replacement order number (empty when none)',
    },
  },
  'order-refunded': {
    title: 'Refund',
    description:
      'Money went back to the card: a cancellation or a refund of part, with the credit note attached.',
    variables: {
      ...ORDER_FOLLOW,
      'refund.amount': 'The amount refunded, formatted',
      'refund.tax': 'The sales tax in it, formatted (empty when none)',
      'refund.cancelled': 'True when the order was cancelled, false for a refund of part',
      credit_note: 'The credit note attached (empty when none was issued)',
      'credit_note.number': 'Its number',
    },
  },
  'order-shipped': {
    title: 'Order shipped',
    description: 'Staff marked the order shipped, with its tracking number.',
    variables: {
      ...ORDER_FOLLOW,
      'order.shipping_tier': 'The delivery tier (may be empty)',
      'order.tracking_number': 'The FedEx tracking number',
      'order.tracking_link': "FedEx's tracking page for it",
    },
  },
  'order-shipment': {
    title: 'Shipment on its way',
    description:
      'Staff shipped some or all of the order: one mail per shipment, with its pieces and tracking.',
    variables: {
      ...ORDER_FOLLOW,
      'shipment.sequence': 'Which shipment of the order this is (1, 2, ...)',
      'shipment.carrier': 'Who carries it (FedEx, UPS, USPS, our delivery crew, ...)',
      'shipment.tracking[].number': 'Each tracking number (the list is empty for our own crew)',
      'shipment.tracking[].link': "The carrier's tracking page for it (may be empty)",
      'shipment.items[].quantity': 'How many of a piece are in this shipment',
      'shipment.items[].name': 'The piece, with its options',
      remaining_items: 'How many pieces of the order are still to ship (0 when this is the last shipment)',
    },
  },
};

/** The variables a template may use, shop.* first, as the editor lists them. */
export function templateVariables(key: TMailTemplateKey): TMailTemplateVariable[] {
  return Object.entries({ ...SHOP_VARIABLES, ...MAIL_TEMPLATE_CATALOGUE[key].variables }).map(
    ([name, description]) => ({ name, description }),
  );
}

/**
 * The dotted paths a template's global variables may take: every documented path and its prefixes, list elements
 * ([]) reached by index. `size`, `first` and `last` of a list or text are Liquid's own.
 */
export function allowedPaths(key: TMailTemplateKey): Set<string> {
  const paths = new Set<string>();
  for (const { name } of templateVariables(key)) {
    const segments = name.replaceAll('[]', '').split('.');
    for (let i = 1; i <= segments.length; i++) paths.add(segments.slice(0, i).join('.'));
  }
  return paths;
}
