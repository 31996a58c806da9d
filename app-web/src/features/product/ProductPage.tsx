import type { Product } from "@vitrine/core/catalog"
import { ENGLISH } from "@vitrine/core/site"
import { useStoreSettings } from "@vitrine/react"
import type { ReactNode } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { NotFound } from "../../components/NotFound.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { StatusLabel } from "../../components/StatusLabel.tsx"
import { failedRead, type Load, useLoad } from "../../components/use-load.ts"
import { Island } from "../../islands/Island.tsx"
import { Link } from "../../router/Link.tsx"
import type { PageData } from "../../ssr/page-data.ts"
import { usePageData, useRenderedPageData } from "../../ssr/page-data-context.tsx"
import { ProductPurchase } from "./ProductPurchase.tsx"

/**
 * The product detail page (`/products/:slug`, the slug or the product id). The product is read
 * fresh, so its stock is current (on the page the server rendered, it is the one it embedded); the
 * store settings are `@vitrine/react`'s, read once at start or embedded. The purchase area (with
 * the gallery that follows the chosen variant) is an island; the breadcrumb, heading and description
 * are text an island page never hydrates. The purchase area's texts are the page's dictionary, given
 * as its props: data the island hydrates with, not code of its own. `more` renders what follows the product once it is known
 * (the app's related products: another feature's, so given from outside).
 *
 * @example
 * <ProductPage slug="linen-shirt" more={(product) => <RelatedProducts product={product} />} />
 */
export const ProductPage = ({ slug, more }: { slug: string; more?: (product: Product) => ReactNode }) => {
  const client = useStoreClient()
  const data = usePageData()
  const [product, retryProduct] = useLoad(() => client.getProduct(slug), slug, rendered(data))
  const store = useStoreSettings()
  const language = useRenderedPageData()?.language
  const strings = language?.strings ?? ENGLISH

  if (product.status === "not-found") return <NotFound />
  if (product.status === "error" || store.status === "error") {
    return (
      <ErrorScreen
        failure={product.status === "error" ? product : failedRead(store.loadError)}
        onRetry={() => {
          if (product.status === "error") retryProduct()
          if (store.status === "error") store.reload()
        }}
      />
    )
  }
  if (product.status === "loading" || store.settings === null)
    return <ProductSkeleton label={strings.loadingProduct} />

  return (
    <article className="product">
      <nav className="breadcrumb" aria-label={strings.breadcrumb}>
        <Link href={language?.prefix || "/"}>{strings.shop}</Link> <span aria-hidden="true">/</span>{" "}
        <span>{product.value.product.title}</span>
      </nav>
      <div className="product-layout">
        <div className="product-heading">
          <StatusLabel product={product.value.product} />
          <PageHeading title={product.value.product.title} />
        </div>
        <Island
          key={product.value.product.id}
          name="purchase"
          component={ProductPurchase}
          props={{
            product: product.value.product,
            ...(data?.chosen ? { chosen: data.chosen } : {}),
            strings,
          }}
        />
        {product.value.product.description && (
          <p className="description">{product.value.product.description}</p>
        )}
      </div>
      {more?.(product.value.product)}
    </article>
  )
}

const rendered = (data: PageData | undefined): Load<{ product: Product }> | undefined => {
  if (data?.product === undefined) return undefined
  return data.product === null
    ? { status: "not-found" }
    : { status: "ready", value: { product: data.product } }
}

const ProductSkeleton = ({ label }: { label: string }) => (
  <div className="product-layout" aria-busy="true">
    <span className="visually-hidden" role="status">
      {label}
    </span>
    <div className="skeleton gallery" aria-hidden="true" />
    <div className="product-info" aria-hidden="true">
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line short" />
      <div className="skeleton skeleton-button" />
    </div>
  </div>
)
