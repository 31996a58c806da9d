import type { StorefrontStrings } from "./en.ts"

/** Spanish. */
export const SPANISH: StorefrontStrings = {
  soldOut: "agotado",
  sale: "oferta",
  notAvailable: "N/D",
  quickView: "Vista rápida",
  addToCart: "Añadir al carrito",
  subscribe: "Suscribirse",
  adding: "Añadiendo…",
  added: "¡Añadido!",
  quantity: "Cantidad",
  selectValue: "Seleccionar valor",
  selectVariant: "Seleccionar {variantName}",
  itemAdded: "{productName} se ha añadido a tu carrito.",
  viewCart: "Ver carrito",
  close: "Cerrar",
  cart: "Carrito",
  yourCart: "Tu carrito",
  cartEmpty: "Tu carrito está vacío.",
  subtotal: "Subtotal",
  remove: "Eliminar",
  checkout: "Finalizar compra",
  continueShopping: "Seguir comprando",
  account: "Cuenta",
  signIn: "Iniciar sesión",
  language: "Idioma",
}
