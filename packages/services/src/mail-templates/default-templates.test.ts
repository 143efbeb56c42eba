import type { Order, OrderLine, SiteInformation } from '@shop/db';
import {
  MAIL_TEMPLATE_KEYS,
  RESET_TOKEN_MINUTES,
  EMAIL_CHANGE_HOURS,
  STAFF_INVITATION_HOURS,
} from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { confirmEmailMail, emailChangeNotice, guestOrdersMail } from '../account/email-change.service.js';
import { accountMails, accountTemplates } from '../auth/account-mail.service.js';
import { cartReminderMail } from '../cart/cart-reminders.js';
import { withHtml } from '../mail/mail-html.js';
import type { IMailMessage, ITemplatedMail } from '../mail/mailer.js';
import { orderConfirmation } from '../order/confirmation-mail.js';
import { productionMail, shippedMail } from '../order/order-mail.js';
import { refundMail } from '../order/refund-mail.js';
import {
  confirmationVariables,
  productionTemplate,
  productionVariables,
  refundVariables,
  shippedVariables,
} from '../order/order-mail-variables.js';
import { resetMail } from '../password-reset/password-reset.service.js';
import { invitationMail } from '../staff/staff-invitation.service.js';
import { renderTemplate, shopVariables, defaultTemplate } from './render-mail.js';
import { sampleVariables } from './sample-variables.js';

/** Names with every character HTML escapes, so that the comparison proves the escaping too. */
const SHOP_NAME = 'Oak & Linen <Home> "Co" \'s';
const NAME = 'Ann <b>Lee</b> & "Bo"';
const URL = 'https://shop.example';
const info = { name: SHOP_NAME, email: '', phone: '', address: '', logo: null } as unknown as SiteInformation;

/**
 * The same HTML whichever way a character is escaped: the text-to-HTML conversion writes &#38;, Liquid &amp;. A raw
 * "<" stays a "<", so an unescaped value still differs.
 */
const entities = (html: string) =>
  html
    .replace(/&#38;|&amp;/g, '&amp;')
    .replace(/&#60;|&lt;/g, '&lt;')
    .replace(/&#62;|&gt;/g, '&gt;')
    .replace(/&#34;|&quot;/g, '&quot;')
    .replace(/&#39;/g, '&#39;');

function rendered(mail: ITemplatedMail) {
  const out = renderTemplate(
    defaultTemplate(mail.template),
    { ...mail.variables, shop: shopVariables(info, URL) },
    false,
  );
  return { to: mail.to, ...out };
}

function expectSame(mail: ITemplatedMail, legacy: IMailMessage) {
  const now = rendered(mail);
  const before = withHtml(legacy);
  expect(now.subject).toBe(before.subject);
  expect(now.text).toBe(before.text);
  expect(entities(now.html)).toBe(entities(before.html!));
  expect(now.to).toBe(before.to);
}

const order = {
  number: 'HT-10042',
  email: 'ann@example.com',
  customerId: 7,
  shipName: NAME,
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Salem',
  state: 'OR',
  postalCode: '97301',
  country: 'US',
  subtotalCents: 150_000,
  shippingCents: 9_000,
  shippingTier: 'Standard',
  shippingQuote: JSON.stringify({
    tier: 'Standard',
    service: 'FEDEX_2_DAY',
    priceCents: 9_000,
    price: '$90.00',
    minDays: 5,
    maxDays: 7,
    deliveryBy: '2027-02-03',
    shipsIn: 'ships in 6–8 weeks',
    label: 'Standard & white glove',
    estimate: '5-7 business days',
  }),
  discountCents: 5_000,
  promotions: 'Winter sale: 10% off\n\nFree cushions',
  taxSource: 'table',
  taxCents: 12_000,
  taxJurisdiction: 'OR <state>',
  totalCents: 166_000,
  trackingNumber: '7946 1234',
} as unknown as Order;

const sofa = {
  quantity: 1,
  productName: 'Rowan 3-Seat <Leather> Sofa',
  sku: 'ROW-3S-COG',
  options: JSON.stringify([
    { name: 'Grade', value: 'Grade C', surchargeCents: 30_000, surchargeLeadDays: 14 },
  ]),
  unitPaidCents: 150_000,
  lineTotalCents: 150_000,
  fromStockQuantity: 0,
  madeToOrderQuantity: 1,
  shipWindow: 'ships in 6–8 weeks',
  shipsFrom: '2027-01-11',
  shipsBy: '2027-01-25',
  backordered: false,
} as unknown as OrderLine;
const chair = {
  ...sofa,
  productName: 'Chair',
  sku: '',
  options: '',
  quantity: 2,
  madeToOrderQuantity: 0,
  fromStockQuantity: 2,
  shipWindow: '',
} as unknown as OrderLine;

describe('the default templates reproduce the mails as the shop sent them before templates', () => {
  const to = 'ann@example.com';
  const link = `${URL}/reset-password?token=abc&x=1`;

  it('account mails', () => {
    expectSame(accountTemplates.welcome(to, NAME, URL), accountMails.welcome(to, NAME, SHOP_NAME, URL));
    expectSame(
      accountTemplates.alreadyRegistered(to, NAME, URL),
      accountMails.alreadyRegistered(to, NAME, SHOP_NAME, URL),
    );
    expectSame(accountTemplates.noAccount(to, URL), accountMails.noAccount(to, SHOP_NAME, URL));
    const customer = { name: NAME };
    expectSame(
      { template: 'password-reset', to, variables: { customer, link, expires_minutes: RESET_TOKEN_MINUTES } },
      resetMail(to, NAME, SHOP_NAME, link),
    );
    expectSame(
      { template: 'email-confirm', to, variables: { customer, link, expires_hours: EMAIL_CHANGE_HOURS } },
      confirmEmailMail(to, NAME, SHOP_NAME, link),
    );
    expectSame(
      { template: 'guest-orders', to, variables: { customer, link, expires_hours: EMAIL_CHANGE_HOURS } },
      guestOrdersMail(to, NAME, SHOP_NAME, link),
    );
    expectSame(
      { template: 'email-change-notice', to, variables: { customer, new_email: 'new@example.com' } },
      emailChangeNotice(to, NAME, SHOP_NAME, 'new@example.com'),
    );
    const member = { name: NAME, email: to, role: 2 };
    expectSame(
      {
        template: 'staff-invitation',
        to,
        variables: {
          member: { name: NAME, role: 'manager' },
          invited_by: 'Alex & Co',
          link,
          expires_hours: STAFF_INVITATION_HOURS,
        },
      },
      invitationMail(member, link, 'Alex & Co', SHOP_NAME),
    );
  });

  it('the cart reminder', () => {
    const items = [
      { quantity: 1, name: 'Sofa <big>', options: 'Colour: Sand', sku: 'SOF-1' },
      { quantity: 2, name: 'Chair' },
    ];
    const links = { restore: `${URL}/cart/restore?token=t`, unsubscribe: `${URL}/cart/unsubscribe?token=t` };
    expectSame(
      {
        template: 'cart-reminder',
        to,
        variables: {
          items: items.map((i) => ({ ...i, options: i.options ?? null, sku: i.sku ?? null })),
          links,
        },
      },
      cartReminderMail(to, SHOP_NAME, items, links.restore, links.unsubscribe),
    );
  });

  it('the order mails, for a customer and a guest, with and without a quote, discount and tax', () => {
    for (const o of [
      order,
      { ...order, customerId: null, shippingQuote: null, discountCents: 0, taxSource: null, shipName: '' },
    ] as Order[]) {
      for (const lines of [[sofa, chair], [chair]]) {
        expectSame(
          { template: 'order-confirmation', to: o.email, variables: confirmationVariables(o, lines, URL) },
          orderConfirmation(o, lines, SHOP_NAME, URL),
        );
        for (const step of ['produce', 'ready'] as const)
          expectSame(
            {
              template: productionTemplate(step),
              to: o.email,
              variables: productionVariables(o, lines, step, URL),
            },
            productionMail(o, lines, step, URL),
          );
      }
      expectSame(
        { template: 'order-shipped', to: o.email, variables: shippedVariables(o, URL) },
        shippedMail(o, URL),
      );
      for (const refund of [
        { amountCents: 166_000, taxCents: 12_000, purpose: 'cancel' },
        { amountCents: 5_000, taxCents: 0, purpose: 'part' },
      ])
        for (const note of [{ number: 'CN-2027-0007' }, null])
          expectSame(
            { template: 'order-refunded', to: o.email, variables: refundVariables(o, refund, note, URL) },
            refundMail(o, refund, note, URL),
          );
    }
  });

  it('escapes every value in the HTML and renders every template with its sample', () => {
    expect(rendered(accountTemplates.welcome(to, NAME, URL)).html).toContain('Ann &lt;b&gt;Lee&lt;/b&gt;');
    for (const key of MAIL_TEMPLATE_KEYS) {
      const mail = rendered({ template: key, to, variables: sampleVariables(key, URL) });
      expect(mail.subject, key).not.toBe('');
      expect(mail.text, key).not.toBe('');
    }
  });
});
