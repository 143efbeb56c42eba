import { Order, type CreditNote, type Refund } from '@shop/db';
import { formatUsd } from '@shop/domain';
import type { Db } from '../common/db.js';
import { escapeHtml } from '../mail/mail-html.js';
import type { IMailer, IMailMessage, ITemplatedMail } from '../mail/mailer.js';
import { orderLinks } from './order-links.js';
import { refundVariables } from './order-mail-variables.js';

/** Told, in the transaction that recorded a refund, that the money went back (the buyer's mail is queued there). */
export type TRefundNotice = (tx: Db, refund: Refund, creditNote: CreditNote | null) => Promise<void>;

/**
 * The notice a buyer gets when money goes back to their card: how much, of which order, why (a cancellation or a
 * refund of part of an order that goes on), when it shows on the statement, and the credit note as a PDF. Kept as
 * the reference the default template is tested against (mail-templates/default-templates.test.ts).
 */
export function refundMail(
  order: Pick<Order, 'number' | 'email' | 'shipName' | 'customerId'>,
  refund: Pick<Refund, 'amountCents' | 'taxCents' | 'purpose'>,
  creditNote: Pick<CreditNote, 'number'> | null,
  publicUrl = 'http://localhost:3000',
): IMailMessage {
  const greeting = order.shipName ? `Hello ${order.shipName},` : 'Hello,';
  const amount = formatUsd(refund.amountCents);
  const why =
    refund.purpose === 'cancel'
      ? `Your order ${order.number} was cancelled and ${amount} has been refunded to the card you paid with.`
      : `We have refunded ${amount} of your order ${order.number} to the card you paid with.`;
  const tax = refund.taxCents > 0 ? `It includes ${formatUsd(refund.taxCents)} of sales tax.` : '';
  const when = 'Depending on your bank, it shows on your statement within 5 to 10 business days.';
  const note = creditNote ? `The credit note ${creditNote.number} is attached as a PDF.` : '';
  const links = orderLinks(publicUrl, order);
  const follow = `You can see the order under ${links.where}: ${links.follow}`;
  const paragraphs = [why, tax, when, note].filter(Boolean);
  return {
    to: order.email,
    subject: `Refund of ${amount} for order ${order.number}`,
    text: [greeting, '', ...paragraphs, '', follow, '', 'Thank you for shopping with us.'].join('\n'),
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      paragraphs.map((words) => `<p>${escapeHtml(words)}</p>`).join('') +
      `<p>You can see the order under ${escapeHtml(links.where)}: ` +
      `<a href="${escapeHtml(links.follow)}">${escapeHtml(links.follow)}</a></p>` +
      '<p>Thank you for shopping with us.</p>',
  };
}

/** The notice that queues the refund mail, with its credit note attached, in the refund's own transaction. */
export function mailRefundNotice(mailer: IMailer, publicUrl: string | undefined): TRefundNotice {
  return async (tx, refund, creditNote) => {
    const order = await tx.repo(Order).findOneByOrFail({ id: refund.orderId });
    const mail: ITemplatedMail = {
      template: 'order-refunded',
      to: order.email,
      variables: refundVariables(order, refund, creditNote, publicUrl),
      ...(creditNote ? { attachments: [{ kind: 'credit-note' as const, id: creditNote.id }] } : {}),
    };
    await mailer.send(mail, { orderId: order.id, tx });
  };
}
