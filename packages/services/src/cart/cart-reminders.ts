import crypto from 'node:crypto';
import { Cart, Product } from '@shop/db';
import { formatUsd, type TCartLine } from '@shop/domain';
import { In, IsNull, LessThan, Not } from 'typeorm';
import type { Db } from '../common/db.js';
import type { IMailer, IMailMessage } from '../mail/mailer.js';
import { lineChoice, loadChoices } from './cart-lines.js';
import { cartSessionHash } from './cart-session.js';
import { storedLines } from './stored-lines.js';

/** ABANDONED_CART_MINUTES' default: a cart left for 4 hours. */
export const DEFAULT_ABANDONED_CART_MINUTES = 240;
/** Carts handled per sweep; the next sweep takes the rest. */
const BATCH = 50;
/** Where the reminder's links land (server routes, no login needed). */
export const CART_RESTORE_PATH = '/cart/restore';
export const CART_UNSUBSCRIBE_PATH = '/cart/unsubscribe';

export interface ICartReminderDeps {
  db: Db;
  mailer: IMailer;
  /** The shop's address for the links (PUBLIC_URL). */
  publicUrl: string;
  abandonedMinutes: number;
  warn: (message: string, error?: unknown) => void;
}

/** One item of the reminder: what the cart line names, with the options chosen and the SKU when known. */
export interface IReminderItem {
  name: string;
  quantity: number;
  /** "Colour: Blue · Finish: Lacquer (+$50.00)": the variant's values and the surcharges chosen. */
  options?: string;
  sku?: string;
}

/** Kept as the reference the default template is tested against (mail-templates/default-templates.test.ts). */
export function cartReminderMail(
  to: string,
  shopName: string,
  items: readonly IReminderItem[],
  restoreLink: string,
  unsubscribeLink: string,
): IMailMessage {
  const list = items
    .map(
      (item) =>
        `  ${item.quantity} x ${item.name}` +
        (item.options ? `\n    ${item.options}` : '') +
        (item.sku ? `\n    SKU ${item.sku}` : ''),
    )
    .join('\n');
  return {
    to,
    subject: `[${shopName}] Your cart is waiting`,
    text:
      `You left these in your cart at ${shopName}:\n\n${list}\n\n` +
      `Pick up where you left off (on any device):\n${restoreLink}\n\n` +
      'We send this reminder once, because you asked for it at checkout.\n' +
      `No more reminders: ${unsubscribeLink}\n`,
  };
}

/**
 * The cart's lines in words, with each line's variant and surcharges as its order line would name them; a line
 * whose product (or variant) is gone is left out.
 */
export async function reminderItems(db: Db, lines: readonly TCartLine[]): Promise<IReminderItem[]> {
  if (!lines.length) return [];
  const [products, choices] = await Promise.all([
    db.repo(Product).find({ where: { id: In([...new Set(lines.map((l) => l.productId))]) } }),
    loadChoices(db, lines),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const known = lines.filter(
    (l) => byId.has(l.productId) && (l.variantId === undefined || choices.variants.has(l.variantId)),
  );
  return known.map((line) => {
    const product = byId.get(line.productId)!;
    const { options, sku } = lineChoice(line, product, choices);
    return {
      name: product.name,
      quantity: line.quantity,
      options: options
        .filter((o) => o.value)
        .map(
          (o) => `${o.name}: ${o.value}${o.surchargeCents > 0 ? ` (+${formatUsd(o.surchargeCents)})` : ''}`,
        )
        .join(' · '),
      sku,
    };
  });
}

/**
 * Who must not be reminded even though their cart qualifies: a blocked customer (the account's cart, or a guest cart
 * given the account's address), and a shopper whose order waits at the payment step (a pending order of the
 * account or of the guest's cart session: they are paying, not leaving). Correlated on the `carts` table, so the
 * same words serve the select and the claim.
 */
const NOT_TO_BE_REMINDED = {
  sql:
    'NOT EXISTS (SELECT 1 FROM customers c WHERE c.blocked = :blocked AND ' +
    '(c.id = carts.customer_id OR c.email = carts.email)) AND ' +
    'NOT EXISTS (SELECT 1 FROM orders o WHERE o.status = :pending AND o.customer_id = carts.customer_id) AND ' +
    'NOT EXISTS (SELECT 1 FROM orders o WHERE o.status = :pending AND o.guest_session_hash = carts.token_hash)',
  params: { blocked: true, pending: 'pending' },
};

/**
 * The abandoned-cart reminder: a cart whose shopper gave an email and agreed to reminders, left unchanged for
 * ABANDONED_CART_MINUTES and not bought, gets one mail (never to NOT_TO_BE_REMINDED). Every app process sweeps; each cart is claimed by a
 * conditional UPDATE (still unreminded, unbought and untouched since the cutoff) in the transaction that queues its
 * mail in the outbox, so of several processes exactly one queues it, and the outbox retries it while the mail
 * server refuses. Answers how many were queued by this call.
 */
export async function sendCartReminders(deps: ICartReminderDeps, now: Date = new Date()): Promise<number> {
  const { db } = deps;
  const cutoff = new Date(now.getTime() - deps.abandonedMinutes * 60_000);
  const due = await db
    .repo(Cart)
    .createQueryBuilder('carts')
    .select('carts.id', 'id')
    .where({
      reminderConsent: true,
      email: Not(''),
      remindedAt: IsNull(),
      orderedAt: IsNull(),
      updatedAt: LessThan(cutoff),
      lines: Not('[]'),
    })
    .andWhere(NOT_TO_BE_REMINDED.sql, NOT_TO_BE_REMINDED.params)
    .orderBy('carts.id', 'ASC')
    .limit(BATCH)
    .getRawMany<{ id: number }>();
  let sent = 0;
  for (const { id } of due) {
    const token = crypto.randomBytes(32).toString('base64url');
    const link = (path: string) => `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;
    try {
      // The claim and its mail are stored together: the cart is reminded exactly when its mail is queued.
      const queued = await db.transaction(async (tx) => {
        const claimed = await tx
          .repo(Cart)
          .createQueryBuilder()
          .update()
          .set({ remindedAt: now, linkTokenHash: cartSessionHash(token) })
          .where(
            'id = :id AND reminded_at IS NULL AND ordered_at IS NULL AND reminder_consent = :yes AND updated_at < :cutoff',
            { id, yes: true, cutoff },
          )
          .andWhere(NOT_TO_BE_REMINDED.sql, NOT_TO_BE_REMINDED.params)
          .execute();
        if (!claimed.affected) return false;
        const cart = await tx.repo(Cart).findOneByOrFail({ id });
        const items = await reminderItems(tx, storedLines(cart.lines));
        if (!items.length) return false;
        const links = { restore: link(CART_RESTORE_PATH), unsubscribe: link(CART_UNSUBSCRIBE_PATH) };
        const variables = {
          items: items.map((item) => ({
            quantity: item.quantity,
            name: item.name,
            options: item.options || null,
            sku: item.sku || null,
          })),
          links,
        };
        await deps.mailer.send({ template: 'cart-reminder', to: cart.email, variables }, { tx });
        return true;
      });
      if (queued) sent++;
    } catch (error) {
      deps.warn(`cart reminder for cart ${id} not queued`, error);
    }
  }
  return sent;
}
