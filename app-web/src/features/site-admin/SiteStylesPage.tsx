import { createSiteStylesClient, type SiteStylesClient } from "@vitrine/adapter-http/client"
import { LoadedAdminScreen, madeOnce } from "../admin/LoadedAdminScreen.tsx"
import { SiteStylesForm } from "./SiteStylesForm.tsx"
import { STYLES_TEXT } from "./styles-text.ts"

// The browser's client, made once; tests hand their own.
const browserStylesClient = madeOnce(createSiteStylesClient)

/**
 * The admin's site styles screen (`/admin/styles`, `site.manage`): reads the saved styles and
 * edits them (`SiteStylesForm`: the font pickers with their style guide, the colour pickers).
 * Storefront pages show a save within the server's few seconds of keeping them (at once on the
 * process that took the save), rendered into their head.
 *
 * @example
 * <SiteStylesPage />
 */
export const SiteStylesPage = (props: { readonly client?: SiteStylesClient }) => {
  const client = props.client ?? browserStylesClient()
  return (
    <LoadedAdminScreen
      title={STYLES_TEXT.title}
      loading={STYLES_TEXT.loading}
      load={() => client.styles()}
      loadKey="site-styles"
    >
      {(saved) => <SiteStylesForm client={client} saved={saved} />}
    </LoadedAdminScreen>
  )
}
