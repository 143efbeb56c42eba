import { useSyncExternalStore } from 'react';
import { cartCount, cartStore, isLine, type ICartLine, type TLineKey } from './cart-store';

const EMPTY: ICartLine[] = [];

/** The cart's lines and the calls that change them; every component using it re-renders on any change, any tab. */
export function useCart() {
  const lines = useSyncExternalStore(cartStore.subscribe, cartStore.read, () => EMPTY);
  return {
    lines,
    /** Items in the cart, counting quantities. */
    count: cartCount(lines),
    quantityOf: (key: TLineKey) => lines.find((line) => isLine(line, key))?.quantity ?? 0,
    add: cartStore.add,
    setQuantity: cartStore.setQuantity,
    remove: cartStore.remove,
    clear: cartStore.clear,
  };
}
