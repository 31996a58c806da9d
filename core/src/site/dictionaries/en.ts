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
  selectOption: "Select Option",
  soldOutButton: "Sold Out",
  update: "Update",
  quantityOf: "Quantity of {productName}",
  updateQuantityOf: "Update quantity of {productName}",
  removeItem: "Remove {productName}",
  priceEach: "{price} each",
  editAnswers: "Edit answers",
  editAnswersFor: "Edit answers for {productName}",
  unableToUpdate: "Unable to update quantity",
  unableToRemove: "Unable to remove item",
  orderSummary: "Order summary",
  shippingCost: "Shipping",
  tax: "Tax",
  taxIncluded: "Tax included",
  total: "Total",
  free: "Free",
  subscriptionCheckout: "Subscription checkout",
  giftCardCheckout: "Gift card checkout",
  loadingCheckout: "Loading checkout",
  loadingCart: "Loading cart",
  choose: "Select…",
  contact: "Contact",
  email: "Email",
  shippingAddress: "Shipping address",
  firstName: "First name",
  lastName: "Last name",
  address: "Address",
  addressLine2: "Apartment, suite (optional)",
  city: "City",
  country: "Country",
  delivery: "Delivery",
  payment: "Payment",
  cardNumber: "Card number",
  cardRequired: "Enter a card number.",
  testMode: "Test mode",
  testHint: "No payment is taken. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline.",
  placeOrder: "Place order",
  placingOrder: "Placing order…",
  authenticate: "Your bank asks you to confirm this payment.",
  authenticateButton: "Complete authentication",
  reviewFields: "Please review the highlighted fields.",
  giftCardRecipient: "Gift card recipient",
  recipientEmail: "Recipient email",
  giftMessage: "Message (optional)",
  restockCta: "Sold out. Leave your e-mail and we'll tell you when it is back.",
  notifyMe: "Notify me",
  signingUp: "Signing up…",
  signedUp: "Signed up!",
  chooseOptionFirst: "Choose an option first, so we know which one to tell you about.",
  joinMailingList: "Also send me the store's news and offers",
} as const

/** The name of one interface string. */
export type StringKey = keyof typeof ENGLISH

/** A whole dictionary: a text for every key of English. */
export type StorefrontStrings = { readonly [Key in StringKey]: string }
