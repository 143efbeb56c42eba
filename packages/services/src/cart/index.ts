/*
 * What cart/ lends the other service folders: checkout prices the cart's lines with their chosen options, and an
 * order marks the cart it came from as ordered. Everything else in this folder is its own.
 */
export { markCartOrdered } from './cart-orders.js';
export {
  NO_CHOICES,
  choiceProblem,
  lineChoice,
  loadChoices,
  type ILineChoices,
  type ISoldOption,
} from './cart-lines.js';
