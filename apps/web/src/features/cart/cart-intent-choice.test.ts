import { describe, expect, it } from 'vitest';
import { chosenOf } from './cart-intent-choice';

describe('the product page’s choice sent to /cart?add=', () => {
  it('reads the chosen variant and surcharge values', () => {
    expect(chosenOf('?add=7&variant=71&surcharges=81%2C93&quantity=2')).toEqual({
      variantId: 71,
      surcharges: [81, 93],
    });
    expect(chosenOf('?add=7&variant=71&quantity=1')).toEqual({ variantId: 71 });
    expect(chosenOf('?add=7&quantity=1')).toEqual({});
  });

  it('drops what is not an id, and a garbled or over-long list of values whole', () => {
    expect(chosenOf('?add=7&variant=-3&surcharges=81,x')).toEqual({});
    expect(chosenOf('?add=7&variant=1.5&surcharges=1,2,3,4')).toEqual({});
    expect(chosenOf(`?add=7&variant=${2 ** 31}&surcharges=`)).toEqual({});
  });
});
