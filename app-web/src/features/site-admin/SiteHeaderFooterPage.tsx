import { createSiteClient, type SiteClient } from "@vitrine/adapter-http/client"
import { LoadedAdminScreen, madeOnce } from "../admin/LoadedAdminScreen.tsx"
import { HeaderFooterForm } from "./HeaderFooterForm.tsx"
import { SITE_TEXT } from "./text.ts"

// The browser's client, made once; tests hand their own.
const browserSiteClient = madeOnce(createSiteClient)

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
  return (
    <LoadedAdminScreen
      title={SITE_TEXT.title}
      loading={SITE_TEXT.loading}
      load={() => client.headerFooter()}
      loadKey="site-header-footer"
    >
      {(saved) => <HeaderFooterForm client={client} saved={saved} />}
    </LoadedAdminScreen>
  )
}
