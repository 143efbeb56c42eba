/** `?number=HT-12345` on /orders/find: the confirmation page's link fills the form with it. */
export interface IOrderNumberSearch {
  number?: string | undefined;
}

export const validateOrderNumberSearch = (search: Record<string, unknown>): IOrderNumberSearch => ({
  number: typeof search.number === 'string' && /^HT-\d{5,9}$/.test(search.number) ? search.number : undefined,
});
