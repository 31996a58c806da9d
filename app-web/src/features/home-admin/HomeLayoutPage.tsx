import { type ApiResult, createHomeLayoutClient, type HomeLayoutClient } from "@vitrine/adapter-http/client"
import { type HomeLayout, type PreviewLanguage, previewLanguages } from "@vitrine/core/site"
import { LoadedAdminScreen, madeOnce } from "../admin/LoadedAdminScreen.tsx"
import { HomeLayoutEditor } from "./HomeLayoutEditor.tsx"
import { HOME_TEXT } from "./text.ts"

// The browser's client, made once; tests hand their own.
const browserClient = madeOnce(createHomeLayoutClient)

interface Loaded {
  readonly layout: HomeLayout | null
  readonly languages: readonly PreviewLanguage[]
}

// The layout, and the site's languages for the preview's picker. The languages are an extra: when
// they cannot be read the screen still opens, its preview in the primary language with no picker.
const loadScreen = async (client: HomeLayoutClient): Promise<ApiResult<Loaded>> => {
  const [layout, languages] = await Promise.all([client.layout(), client.languages()])
  if (!layout.ok) return layout
  return {
    ok: true,
    value: { layout: layout.value.layout, languages: languages.ok ? previewLanguages(languages.value) : [] },
  }
}

/**
 * The admin's home page screen (`/admin/home-page`, `site.manage`): reads the saved layout (none
 * before a first save) and the site's languages (the preview's), and edits it (`HomeLayoutEditor`). The storefront's home page shows a save on
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
      load={() => loadScreen(client)}
      loadKey="home-layout"
    >
      {({ layout, languages }) => (
        <HomeLayoutEditor
          client={client}
          saved={layout ?? { sections: [] }}
          languages={languages}
          userAgent={props.userAgent ?? (typeof navigator === "undefined" ? "" : navigator.userAgent)}
        />
      )}
    </LoadedAdminScreen>
  )
}
