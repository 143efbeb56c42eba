import { MAX_CART_LINES } from '@shop/domain';
import { useToast } from '#/components/Toast';
import { canAddLine, cartStore, type IAddResult, type TLineKey } from './cart-store';
import { useCartSync } from './use-cart-sync';

/** Adds to the cart and says what happened in a toast (the live region announces it to screen readers). */
export function useAddToCart() {
  const toast = useToast();
  useCartSync();
  return (
    product: { id: number; name: string; chooseOptions?: true | undefined },
    quantity: number,
    limit: number,
    line: TLineKey = product.id,
  ): IAddResult | undefined => {
    // A product whose buyer chooses options cannot be sold as a bare line: refused here, whoever calls.
    if (!canAddLine(product, line)) {
      toast.error(`Choose the options of ${product.name} on its page first.`);
      return undefined;
    }
    const result = cartStore.add(line, quantity, limit);
    const inCart = `You have ${result.quantity} in your cart.`;
    switch (result.outcome) {
      case 'added':
        toast.success(
          quantity === 1
            ? `Added ${product.name} to your cart.`
            : `Added ${quantity} × ${product.name} to your cart.`,
        );
        break;
      case 'limited':
        toast.success(`Added ${product.name} to your cart, as many as we can sell. ${inCart}`);
        break;
      case 'at-limit':
        toast.error(`You already have as many ${product.name} as we can sell in your cart. ${inCart}`);
        break;
      case 'full':
        toast.error(`A cart holds at most ${MAX_CART_LINES} different products. Remove one to add another.`);
        break;
    }
    return result;
  };
}
