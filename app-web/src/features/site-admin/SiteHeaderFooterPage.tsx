import { createSiteClient, type SiteClient } from "@vitrine/adapter-http/client"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { HeaderFooterForm } from "./HeaderFooterForm.tsx"
import { SITE_TEXT } from "./text.ts"

// The browser's client, made once; tests hand their own.
let browserClient: SiteClient | undefined
const browserSiteClient = (): SiteClient => {
  browserClient ??= createSiteClient()
  return browserClient
}

/**
 * The admin's header and footer screen (`/admin/site`, `site.manage`): reads what is saved
 * (API-031) and edits it (`HeaderFooterForm`). Storefront pages show a save within the server's
 * few seconds of keeping them (at once on the process that took the save).
 *
 * @example
 * <SiteHeaderFooterPage />
 */
export const SiteHeaderFooterPage = (props: { readonly client?: SiteClient }) => {
  const client = props.client ?? browserSiteClient()
  const [loaded, retry] = useLoad(() => client.headerFooter(), "site-header-footer")
  return (
    <section className="site-admin" aria-busy={loaded.status === "loading"}>
      <PageHeading title={SITE_TEXT.title} />
      {loaded.status === "loading" && <Spinner label={SITE_TEXT.loading} />}
      {(loaded.status === "error" || loaded.status === "not-found") && (
        <ErrorScreen onRetry={retry} failure={loaded} />
      )}
      {loaded.status === "ready" && <HeaderFooterForm client={client} saved={loaded.value} />}
    </section>
  )
}
