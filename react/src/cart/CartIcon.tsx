/**
 * A shopping bag drawn inline: no icon font or image request on the first load. Hidden from
 * assistive technology; the pill's name says what it is.
 *
 * @example
 * <CartIcon />
 */
export const CartIcon = () => (
  <svg
    className="vitrine-cart-icon"
    viewBox="0 0 24 24"
    width="20"
    height="20"
    aria-hidden="true"
    focusable="false"
  >
    <path
      d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
)
