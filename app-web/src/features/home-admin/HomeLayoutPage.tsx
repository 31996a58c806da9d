import { createHomeLayoutClient, type HomeLayoutClient } from "@vitrine/adapter-http/client"
import { LoadedAdminScreen, madeOnce } from "../admin/LoadedAdminScreen.tsx"
import { HomeLayoutEditor } from "./HomeLayoutEditor.tsx"
import { HOME_TEXT } from "./text.ts"

// The browser's client, made once; tests hand their own.
const browserClient = madeOnce(createHomeLayoutClient)

/**
 * The admin's home page screen (`/admin/home-page`, `site.manage`): reads the saved layout (none
 * before a first save) and edits it (`HomeLayoutEditor`). The storefront's home page shows a save on
 * its next request.
 *
 * @example
 * <HomeLayoutPage />
 */
export const HomeLayoutPage = (props: {
  readonly client?: HomeLayoutClient
  readonly userAgent?: string
}) => {
  const client = props.client ?? browserClient()
  return (
    <LoadedAdminScreen
      title={HOME_TEXT.title}
      loading={HOME_TEXT.loading}
      load={() => client.layout()}
      loadKey="home-layout"
    >
      {({ layout }) => (
        <HomeLayoutEditor
          client={client}
          saved={layout ?? { sections: [] }}
          userAgent={props.userAgent ?? (typeof navigator === "undefined" ? "" : navigator.userAgent)}
        />
      )}
    </LoadedAdminScreen>
  )
}
