import { Cart, Product } from '@shop/db';
import { In, IsNull, MoreThanOrEqual, Not } from 'typeorm';
import { mergeCartLines, VARIANT_MESSAGES, type TCartLine, type TServerCart } from '@shop/domain';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { isUniqueViolation } from '../common/sql.js';
import { FieldValidationError, NotFoundError } from '../errors.js';
import type { IMailer } from '../mail/mailer.js';
import { choiceProblem, loadChoices } from './cart-lines.js';
import { cartSessionHash } from './cart-session.js';
import { DEFAULT_ABANDONED_CART_MINUTES, sendCartReminders } from './cart-reminders.js';
import { sweepStaleCarts } from './cart-sweep.js';
import { storedLines } from './stored-lines.js';

export interface ICartDeps {
  now: TClock;
  mailer: IMailer;
  publicUrl: string;
  /** ABANDONED_CART_MINUTES: how long a cart is left before its one reminder. */
  abandonedMinutes?: number | undefined;
  warn?: (message: string, error?: unknown) => void;
}

/** Whose cart: a customer's by id, else a guest's by their cart session's hash (null: no session yet). */
export interface ICartOwner {
  customerId: number | null;
  tokenHash: string | null;
}

const whereOf = (owner: ICartOwner) =>
  owner.customerId !== null ? { customerId: owner.customerId } : { tokenHash: owner.tokenHash! };

const hasOwner = (owner: ICartOwner) => owner.customerId !== null || !!owner.tokenHash;

/**
 * Called before a guest's cart row is made (not a customer's: one per account), so that the caller can refuse it:
 * the API limits new guest carts per client address, since any random token makes a new one.
 */
export type TBeforeNewCart = () => Promise<void>;

/**
 * The cart kept on the server as well as in the browser: a guest's by their cart session, a customer's on the
 * account, so that a phone and a laptop show the same cart. `put` replaces the lines (the browser writes through);
 * `merge` adds a browser's lines to the account's cart when its shopper logs in.
 */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly deps: ICartDeps,
  ) {}

  private view(owner: ICartOwner, cart: Cart | null): TServerCart {
    return {
      owner: owner.customerId !== null ? 'customer' : 'guest',
      customerId: owner.customerId,
      lines: cart ? storedLines(cart.lines) : [],
      saved: !!cart,
    };
  }

  private find(db: Db, owner: ICartOwner): Promise<Cart | null> {
    return hasOwner(owner) ? db.repo(Cart).findOne({ where: whereOf(owner) }) : Promise.resolve(null);
  }

  async get(owner: ICartOwner): Promise<TServerCart> {
    return this.view(owner, await this.find(this.db, owner));
  }

  /**
   * Replaces the lines. A cart filled again after it was bought (or emptied) is a new shopping trip: it may be
   * reminded of once more. Two first writes racing: the one that loses the insert updates the winner's row.
   */
  async put(
    owner: ICartOwner,
    lines: readonly TCartLine[],
    beforeNewCart?: TBeforeNewCart,
  ): Promise<TServerCart> {
    await this.refuseUnchosen(lines);
    return this.write(owner, lines, beforeNewCart);
  }

  /**
   * A 422 on `lines.<i>.variantId` or `lines.<i>.surcharges` for a line the cart could never sell as it is named: a
   * product sold by variants without one of its own, or without one value of each surcharge option. Lines that
   * became unsellable after they were added (a product or variant withdrawn, stock gone) are kept: the cart page
   * says what to do about them.
   */
  private async refuseUnchosen(lines: readonly TCartLine[]): Promise<void> {
    if (!lines.length) return;
    const ids = [...new Set(lines.map((line) => line.productId))];
    const [live, choices] = await Promise.all([
      this.db.repo(Product).find({ select: { id: true }, where: { id: In(ids), active: true } }),
      loadChoices(this.db, lines),
    ]);
    const sold = new Set(live.map((product) => product.id));
    const errors: Record<string, string[]> = {};
    lines.forEach((line, i) => {
      const problem = sold.has(line.productId) ? choiceProblem(line, choices) : null;
      if (problem && problem.message !== VARIANT_MESSAGES.inactiveVariant)
        errors[`lines.${i}.${problem.field}`] = [problem.message];
    });
    if (Object.keys(errors).length) throw new FieldValidationError(errors);
  }

  private async write(
    owner: ICartOwner,
    lines: readonly TCartLine[],
    beforeNewCart?: TBeforeNewCart,
  ): Promise<TServerCart> {
    if (!hasOwner(owner)) return this.view(owner, null);
    const json = JSON.stringify(lines);
    const now = this.deps.now();
    const update = async (cart: Cart) => {
      const restart = lines.length > 0 && (storedLines(cart.lines).length === 0 || cart.orderedAt !== null);
      await this.db.repo(Cart).update(
        { id: cart.id },
        {
          lines: json,
          updatedAt: now,
          ...(restart ? { remindedAt: null, orderedAt: null, orderId: null, recoveredAt: null } : {}),
        },
      );
    };
    const existing = await this.find(this.db, owner);
    if (existing) await update(existing);
    else {
      if (owner.customerId === null) await beforeNewCart?.();
      try {
        await this.db.repo(Cart).insert({ ...whereOf(owner), lines: json, updatedAt: now });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await update((await this.find(this.db, owner))!);
      }
    }
    return this.get(owner);
  }

  /**
   * At login: the browser's lines (a guest's cart) are added to the account's cart, quantities of the same line
   * summed within the limits; the guest's server cart of this browser, now in the account's, is dropped.
   */
  async merge(customerId: number, guestTokenHash: string | null, lines: readonly TCartLine[]) {
    await this.refuseUnchosen(lines);
    const owner = { customerId, tokenHash: null };
    const account = await this.find(this.db, owner);
    const merged = mergeCartLines(account ? storedLines(account.lines) : [], lines);
    const answer = await this.write(owner, merged);
    if (guestTokenHash) await this.db.repo(Cart).delete({ tokenHash: guestTokenHash });
    return answer;
  }

  /**
   * The shopper's email and whether they agree to one reminder if they leave the cart (checkout's first step). A
   * customer's email is the account's. Makes the cart if there is none yet, unless this only says no (no email).
   */
  async reminders(
    owner: ICartOwner,
    email: string | undefined,
    consent: boolean,
    beforeNewCart?: TBeforeNewCart,
  ): Promise<void> {
    if (!hasOwner(owner)) return;
    if (!email) {
      await this.db.repo(Cart).update(whereOf(owner), { reminderConsent: false });
      return;
    }
    const existing = await this.find(this.db, owner);
    if (!existing) await this.write(owner, [], beforeNewCart);
    await this.db.repo(Cart).update(whereOf(owner), { email, reminderConsent: consent });
  }

  /** Sends the reminders that are due (see sendCartReminders); the background sweep calls this. */
  sendReminders(at: Date = this.deps.now()): Promise<number> {
    const { mailer, publicUrl, abandonedMinutes, warn } = this.deps;
    return sendCartReminders(
      {
        db: this.db,
        mailer,
        publicUrl,
        abandonedMinutes: abandonedMinutes ?? DEFAULT_ABANDONED_CART_MINUTES,
        warn: warn ?? ((message, error) => console.warn(message, error ?? '')),
      },
      at,
    );
  }

  private byLink(token: string): Promise<Cart | null> {
    return this.db.repo(Cart).findOne({ where: { linkTokenHash: cartSessionHash(token) } });
  }

  /**
   * The reminder's restore link: the reminded cart's lines join the visitor's cart (their account's, or their cart
   * session's), on any device. The visitor's cart counts as reminded from then on: no second reminder, and its
   * purchase counts as a recovered cart.
   */
  async restore(token: string, visitor: ICartOwner, beforeNewCart?: TBeforeNewCart): Promise<TServerCart> {
    const reminded = await this.byLink(token);
    if (!reminded) throw new NotFoundError('Cart', 'This link no longer opens a cart.');
    const target = await this.find(this.db, visitor);
    if (target?.id === reminded.id) return this.view(visitor, target);
    const lines = mergeCartLines(target ? storedLines(target.lines) : [], storedLines(reminded.lines));
    const answer = await this.write(visitor, lines, beforeNewCart);
    await this.db
      .repo(Cart)
      .update(
        { ...whereOf(visitor), remindedAt: IsNull() },
        { remindedAt: reminded.remindedAt ?? this.deps.now() },
      );
    return answer;
  }

  /** The unsubscribe link: no more reminders to this email address, from any of its carts. */
  async unsubscribe(token: string): Promise<void> {
    const cart = await this.byLink(token);
    if (!cart) throw new NotFoundError('Cart', 'This link no longer opens a cart.');
    await this.db.repo(Cart).update({ email: cart.email }, { reminderConsent: false });
  }

  /** Deletes stale guest carts (see sweepStaleCarts); the background sweep calls this now and then. */
  sweepStale(at: Date = this.deps.now()): Promise<number> {
    return sweepStaleCarts(this.db, at);
  }

  /** Carts bought after their reminder (their purchase paid) since `since`: the dashboard's recovered carts. */
  recoveredSince(since: Date): Promise<number> {
    return this.db.repo(Cart).countBy({ recoveredAt: MoreThanOrEqual(since), remindedAt: Not(IsNull()) });
  }
}
