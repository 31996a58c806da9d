import type { StorefrontStrings } from "./en.ts"

/** French. */
export const FRENCH: StorefrontStrings = {
  soldOut: "épuisé",
  sale: "promo",
  notAvailable: "N/D",
  quickView: "Aperçu rapide",
  addToCart: "Ajouter au panier",
  subscribe: "S'abonner",
  adding: "Ajout…",
  added: "Ajouté !",
  quantity: "Quantité",
  selectValue: "Choisir une valeur",
  selectVariant: "Choisir {variantName}",
  itemAdded: "{productName} a été ajouté à votre panier.",
  viewCart: "Voir le panier",
  close: "Fermer",
  cart: "Panier",
  yourCart: "Votre panier",
  cartEmpty: "Votre panier est vide.",
  subtotal: "Sous-total",
  remove: "Retirer",
  checkout: "Paiement",
  continueShopping: "Continuer vos achats",
  account: "Compte",
  signIn: "Se connecter",
  language: "Langue",
}
