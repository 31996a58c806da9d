// The storefront's interface strings in English, the source every other dictionary translates:
// the default texts of 001 §8 and the cart and checkout chrome of app-web and @vitrine/react.

/**
 * English, the source dictionary: its keys are every dictionary's keys, and its `{name}`
 * placeholders are the ones each translation keeps (SITE-009).
 *
 * @example
 * ENGLISH.itemAdded // "{productName} was added to your cart."
 */
export const ENGLISH = {
  soldOut: "sold out",
  sale: "sale",
  notAvailable: "N/A",
  quickView: "Quick View",
  addToCart: "Add To Cart",
  subscribe: "Subscribe",
  adding: "Adding…",
  added: "Added!",
  quantity: "Quantity",
  selectValue: "Select Value",
  selectVariant: "Select {variantName}",
  itemAdded: "{productName} was added to your cart.",
  viewCart: "View cart",
  close: "Close",
  cart: "Cart",
  yourCart: "Your cart",
  cartEmpty: "Your cart is empty.",
  subtotal: "Subtotal",
  remove: "Remove",
  checkout: "Checkout",
  continueShopping: "Continue shopping",
  account: "Account",
  signIn: "Sign in",
  language: "Language",
} as const

/** The name of one interface string. */
export type StringKey = keyof typeof ENGLISH

/** A whole dictionary: a text for every key of English. */
export type StorefrontStrings = { readonly [Key in StringKey]: string }
