import type { StorefrontStrings } from "./en.ts"

/** Portuguese (Portugal's; Brazil's `pt-BR` falls back to it, see `dictionaryFor`). */
export const PORTUGUESE: StorefrontStrings = {
  soldOut: "esgotado",
  sale: "promoção",
  notAvailable: "N/D",
  quickView: "Vista rápida",
  addToCart: "Adicionar ao carrinho",
  subscribe: "Subscrever",
  adding: "A adicionar…",
  added: "Adicionado!",
  quantity: "Quantidade",
  selectValue: "Selecionar valor",
  selectVariant: "Selecionar {variantName}",
  itemAdded: "{productName} foi adicionado ao seu carrinho.",
  viewCart: "Ver carrinho",
  close: "Fechar",
  cart: "Carrinho",
  yourCart: "O seu carrinho",
  cartEmpty: "O seu carrinho está vazio.",
  subtotal: "Subtotal",
  remove: "Remover",
  checkout: "Finalizar compra",
  continueShopping: "Continuar a comprar",
  account: "Conta",
  signIn: "Iniciar sessão",
  language: "Idioma",
}
