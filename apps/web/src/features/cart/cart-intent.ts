import { MAX_LINE_QUANTITY } from '@shop/domain';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useToast } from '#/components/Toast';
import { cartStore } from './cart-store';

/**
 * "Add to cart" before the page is alive, or without script: its form is sent by the browser as
 * `GET /cart?add=<product id>&quantity=<n>` (only a product and a count, nothing personal), and the cart page adds
 * the line once it is alive, then drops the values from its address so that a reload or Back adds nothing more.
 * The cart lives in the browser (localStorage), so no server endpoint could add it.
 */
export const ADD_TO_CART_ACTION = '/cart';

export interface ICartIntentSearch {
  add?: number | undefined;
  quantity?: number | undefined;
}

function positiveInt(value: unknown, max: number): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

export const validateCartIntentSearch = (search: Record<string, unknown>): ICartIntentSearch => ({
  add: positiveInt(search.add, Number.MAX_SAFE_INTEGER),
  quantity: positiveInt(search.quantity, MAX_LINE_QUANTITY),
});

/** Adds what the address asks for, once; the cart's own check then flags it if the stock is short. */
export function useCartIntent({ add, quantity }: ICartIntentSearch) {
  const navigate = useNavigate();
  const toast = useToast();
  const done = useRef(false);
  useEffect(() => {
    if (add === undefined || done.current) return;
    done.current = true;
    const result = cartStore.add(add, quantity ?? 1);
    if (result.outcome === 'full') toast.error('Your cart is full: remove a product to add another.');
    else toast.success('Added to your cart.');
    void navigate({ to: '/cart', search: {}, replace: true });
  }, [add, quantity, navigate, toast]);
}
