/**
 * A component's stable class followed by the classes the app adds.
 *
 * @example
 * withClass("vitrine-cart-pill", "button") // "vitrine-cart-pill button"
 */
export const withClass = (stable: string, added: string | undefined): string =>
  added ? `${stable} ${added}` : stable
