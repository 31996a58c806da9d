import type { StorefrontStrings } from "./en.ts"

/** German. */
export const GERMAN: StorefrontStrings = {
  soldOut: "ausverkauft",
  sale: "Sale",
  notAvailable: "k. A.",
  quickView: "Schnellansicht",
  addToCart: "In den Warenkorb",
  subscribe: "Abonnieren",
  adding: "Wird hinzugefügt…",
  added: "Hinzugefügt!",
  quantity: "Menge",
  selectValue: "Wert wählen",
  selectVariant: "{variantName} wählen",
  itemAdded: "{productName} wurde deinem Warenkorb hinzugefügt.",
  viewCart: "Warenkorb ansehen",
  close: "Schließen",
  cart: "Warenkorb",
  yourCart: "Dein Warenkorb",
  cartEmpty: "Dein Warenkorb ist leer.",
  subtotal: "Zwischensumme",
  remove: "Entfernen",
  checkout: "Zur Kasse",
  continueShopping: "Weiter einkaufen",
  account: "Konto",
  signIn: "Anmelden",
  language: "Sprache",
}
