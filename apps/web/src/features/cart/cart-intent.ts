import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useToast } from '#/components/Toast';
import { chosenOf } from './cart-intent-choice';
import { cartStore } from './cart-store';
import type { ICartIntentSearch } from './cart-intent-search';

/** Adds what the address asks for, once; the cart's own check then flags it if the stock is short. */
export function useCartIntent({ add, quantity }: ICartIntentSearch) {
  const navigate = useNavigate();
  const toast = useToast();
  const done = useRef(false);
  useEffect(() => {
    if (add === undefined || done.current) return;
    done.current = true;
    // A product page's choice travels with it: the line names its variant and surcharge values, as a tap would.
    const chosen = chosenOf(window.location.search);
    const line = chosen.variantId || chosen.surcharges ? { productId: add, ...chosen } : add;
    const result = cartStore.add(line, quantity ?? 1);
    if (result.outcome === 'full') toast.error('Your cart is full: remove a product to add another.');
    else toast.success('Added to your cart.');
    void navigate({ to: '/cart', search: {}, replace: true });
  }, [add, quantity, navigate, toast]);
}
