import type { TServerCart } from '@shop/domain';
import { CART_STORAGE_KEY, cartStore, parseCart, type ICartLine } from './cart-store';

/**
 * The browser's cart written through to the server's (`cart.get`, `cart.put`, `cart.merge`), so that a customer's
 * phone and laptop show one cart and a guest's cart joins the account at login. Loaded with the pages that show or
 * change the cart (never in the entry bundle); localStorage stays the cart the page draws from.
 *
 * - On start (and when the session changes) the server's cart is read. A customer's cart seen for the first time
 *   in this browser (or after another account's) is merged with the browser's lines; otherwise the server's lines
 *   replace the browser's, unless the server has none saved yet (then the browser's are sent).
 * - Every later change is sent, debounced.
 * - Logging out leaves the cart with the account: the browser shows the guest session's cart (usually empty).
 */
export interface ICartSyncApi {
  get: () => Promise<TServerCart>;
  put: (lines: ICartLine[]) => Promise<TServerCart>;
  merge: (lines: ICartLine[]) => Promise<TServerCart>;
}

/** Whose cart this browser holds: 'guest', or the customer id whose account cart it mirrors. */
const OWNER_KEY = 'shop.cart.owner.v1';
const PUSH_DELAY_MS = 400;

let pulledFor: string | null = null;
let pulling: Promise<void> | null = null;
let unsubscribe: (() => void) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** What the server holds as far as this tab knows (JSON of the lines), so an echo is not sent back. */
let serverRaw = '';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const rawOf = (lines: readonly ICartLine[]) => JSON.stringify(lines);

function readOwner(): string | null {
  return storage()?.getItem(OWNER_KEY) ?? null;
}

function writeOwner(owner: string): void {
  try {
    storage()?.setItem(OWNER_KEY, owner);
  } catch {
    // Without storage the next load reads the server's cart again, which is right too.
  }
}

/** Replaces the browser's lines with the server's; the store hears it as it hears another tab. */
function replaceLocal(lines: readonly ICartLine[]): void {
  serverRaw = rawOf(lines);
  if (rawOf(cartStore.read()) === serverRaw) return;
  try {
    if (lines.length) storage()?.setItem(CART_STORAGE_KEY, serverRaw);
    else storage()?.removeItem(CART_STORAGE_KEY);
  } catch {
    return;
  }
  window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
}

async function pull(api: ICartSyncApi): Promise<void> {
  const before = rawOf(cartStore.read());
  const server = await api.get();
  const owner = readOwner();
  const local = parseCart(storage()?.getItem(CART_STORAGE_KEY) ?? null);
  // Changed while the server was being asked: this tab's newer lines win and are sent.
  const changedMeanwhile = rawOf(local) !== before;
  if (server.owner === 'customer') {
    const me = String(server.customerId);
    if (owner !== me) {
      const merged = local.length ? await api.merge(local) : server;
      writeOwner(me);
      replaceLocal(merged.lines);
      return;
    }
  } else {
    writeOwner('guest');
    if (owner !== null && owner !== 'guest') {
      // Logged out: the lines were the account's, which keeps them.
      replaceLocal(server.lines);
      return;
    }
  }
  if (server.saved && !changedMeanwhile) replaceLocal(server.lines);
  else if (local.length || server.saved) {
    serverRaw = rawOf(local);
    await api.put(local);
  }
}

function schedulePush(api: ICartSyncApi): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const lines = cartStore.read();
    const raw = rawOf(lines);
    if (raw === serverRaw) return;
    serverRaw = raw;
    api.put([...lines]).catch(() => {
      // Offline or refused: the next change, or the next page with the cart, sends it again.
      serverRaw = '';
    });
  }, PUSH_DELAY_MS);
}

/**
 * Starts (or, for another session, restarts) the sync. `session` names the session ('guest' or the customer's id):
 * a login or logout in this tab reads the server's cart again.
 */
export function startCartSync(api: ICartSyncApi, session: string): Promise<void> {
  if (pulledFor === session && pulling) return pulling;
  pulledFor = session;
  unsubscribe?.();
  unsubscribe = null;
  pulling = pull(api)
    .then(() => {
      unsubscribe = cartStore.subscribe(() => schedulePush(api));
    })
    .catch(() => {
      // The server's cart could not be read: the browser's stays the cart; another page tries again.
      pulledFor = null;
    });
  return pulling;
}
