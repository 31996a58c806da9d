/**
 * The cart and form error messages of spec 000 §8 (ERR-001 to ERR-004), written once for the cart
 * lines, the additional-fields lightbox and the form block.
 *
 * - `updateQuantity`, `addItem`, `removeItem`: a cart line could not be changed, added or removed (ERR-001).
 * - `openForm`: the additional-fields form could not be loaded into its lightbox; `updateForm`: its
 *   answers could not be saved to the cart line (ERR-002).
 * - `tryAgain`: the server failed without saying why; `checkConnection`: the request never got an
 *   answer (ERR-003).
 * - `fixAbove`: the additional-fields form has field errors (ERR-004).
 *
 * @example
 * CART_FORM_ERRORS.openForm // "Unable to open form"
 */
export const CART_FORM_ERRORS = {
  updateQuantity: "Unable to update quantity",
  addItem: "Unable to add item",
  removeItem: "Unable to remove item",
  openForm: "Unable to open form",
  updateForm: "Unable to update form",
  tryAgain: "Please try again",
  checkConnection: "Please check your internet connection",
  fixAbove: "Update the missing or invalid information above",
} as const
