import type { PageRef, StorePagesClient, StorePageView } from "@vitrine/adapter-http/client"
import type { Product } from "@vitrine/core/catalog"
import { useState } from "react"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { PageCategories } from "./PageCategories.tsx"
import { PageProducts } from "./PageProducts.tsx"
import { STORE_PAGES_TEXT } from "./store-pages-text.ts"

/**
 * One store page's editor: its products (picked, ordered, saved together) and its categories
 * (each change saved at once). Loading and failed (Retry, EDITOR-041) states of its own.
 *
 * @example
 * <PageEditor client={client} page={{ websiteId, collectionId }} catalogue={products} onBack={close} />
 */
export const PageEditor = (props: {
  readonly client: StorePagesClient
  readonly page: PageRef
  readonly catalogue: readonly Product[]
  readonly onBack: () => void
}) => {
  const [loaded, retry] = useLoad(
    () => props.client.page(props.page),
    `store-page-${props.page.collectionId}`,
  )
  if (loaded.status === "loading") return <Spinner label={STORE_PAGES_TEXT.loadingPage} />
  if (loaded.status !== "ready")
    return <ErrorScreen onRetry={retry} failure={loaded} title={STORE_PAGES_TEXT.loadFailed} />
  return <LoadedEditor {...props} loaded={loaded.value} />
}

const LoadedEditor = (props: {
  readonly client: StorePagesClient
  readonly page: PageRef
  readonly catalogue: readonly Product[]
  readonly onBack: () => void
  readonly loaded: StorePageView
}) => {
  const [view, setView] = useState(props.loaded)
  return (
    <div className="store-page-editor">
      <h2>{view.page.title}</h2>
      <PageProducts
        client={props.client}
        page={props.page}
        view={view}
        catalogue={props.catalogue}
        onSaved={setView}
        onBack={props.onBack}
      />
      <PageCategories
        client={props.client}
        page={props.page}
        view={view}
        catalogue={props.catalogue}
        onChanged={setView}
      />
    </div>
  )
}
