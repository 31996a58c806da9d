import type { StorefrontStrings } from "./en.ts"

/** Dutch. */
export const DUTCH: StorefrontStrings = {
  soldOut: "uitverkocht",
  sale: "sale",
  notAvailable: "n.v.t.",
  quickView: "Snel bekijken",
  addToCart: "In winkelwagen",
  subscribe: "Abonneren",
  adding: "Toevoegen…",
  added: "Toegevoegd!",
  quantity: "Aantal",
  selectValue: "Kies een waarde",
  selectVariant: "Kies {variantName}",
  itemAdded: "{productName} is aan je winkelwagen toegevoegd.",
  viewCart: "Bekijk winkelwagen",
  close: "Sluiten",
  cart: "Winkelwagen",
  yourCart: "Je winkelwagen",
  cartEmpty: "Je winkelwagen is leeg.",
  subtotal: "Subtotaal",
  remove: "Verwijderen",
  checkout: "Afrekenen",
  continueShopping: "Verder winkelen",
  account: "Account",
  signIn: "Inloggen",
  language: "Taal",
}
