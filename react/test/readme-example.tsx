import { createStoreClient } from "@vitrine/adapter-http/client"
import type { Product } from "@vitrine/core/catalog"
import { AddToCartButton, CartPill, Price, VitrineProvider } from "@vitrine/react"
import "@vitrine/react/styles.css"

const client = createStoreClient() // the store API on this page's origin

export const ProductPage = ({ product }: { product: Product }) => (
  <VitrineProvider client={client}>
    <h1>{product.title}</h1>
    <Price product={product} />
    <AddToCartButton product={product} />
    <CartPill href="/cart" />
  </VitrineProvider>
)
