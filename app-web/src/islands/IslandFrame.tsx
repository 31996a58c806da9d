import { type CartStore, VitrineProvider } from "@vitrine/react"
import type { ReactNode } from "react"
import { StoreClientProvider } from "../api/context.tsx"
import type { StoreClient } from "../api/store-client.ts"
import { fullPageLoad, NavigationProvider } from "../router/navigation.tsx"
import { RenderPath } from "../router/render-path.ts"
import type { PageData } from "../ssr/page-data.ts"
import { PageDataProvider } from "../ssr/page-data-context.tsx"

/**
 * What every island of a page renders inside, on the server and in the browser alike (so the
 * browser's root hydrates what the server sent): the store client, `@vitrine/react`'s provider on
 * the page's one cart store (the pill in one root shows what the purchase area in another added),
 * the page data, and navigation by full page loads (an island page has no app router). `path` is the
 * page being rendered on the server.
 *
 * @example
 * <IslandFrame client={client} data={data} cartStore={cartStore}><CartPillIsland /></IslandFrame>
 */
export const IslandFrame = ({
  client,
  data,
  cartStore,
  path,
  children,
}: {
  client: StoreClient
  data: PageData
  cartStore: CartStore
  path?: string | undefined
  children: ReactNode
}) => (
  <RenderPath value={path}>
    <StoreClientProvider client={client}>
      <VitrineProvider client={client} settings={data.settings} cartStore={cartStore}>
        <PageDataProvider data={data}>
          <NavigationProvider navigate={fullPageLoad}>{children}</NavigationProvider>
        </PageDataProvider>
      </VitrineProvider>
    </StoreClientProvider>
  </RenderPath>
)
