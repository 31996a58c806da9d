import type { StorefrontStrings } from "./en.ts"

/** Italian. */
export const ITALIAN: StorefrontStrings = {
  soldOut: "esaurito",
  sale: "saldi",
  notAvailable: "N/D",
  quickView: "Anteprima",
  addToCart: "Aggiungi al carrello",
  subscribe: "Abbonati",
  adding: "Aggiunta in corso…",
  added: "Aggiunto!",
  quantity: "Quantità",
  selectValue: "Seleziona un valore",
  selectVariant: "Seleziona {variantName}",
  itemAdded: "{productName} è stato aggiunto al carrello.",
  viewCart: "Vedi carrello",
  close: "Chiudi",
  cart: "Carrello",
  yourCart: "Il tuo carrello",
  cartEmpty: "Il tuo carrello è vuoto.",
  subtotal: "Subtotale",
  remove: "Rimuovi",
  checkout: "Cassa",
  continueShopping: "Continua gli acquisti",
  account: "Account",
  signIn: "Accedi",
  language: "Lingua",
}
