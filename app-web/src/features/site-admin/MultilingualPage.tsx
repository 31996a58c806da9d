import {
  type ApiResult,
  createMultilingualClient,
  type MultilingualClient,
  type OfferedLanguages,
} from "@vitrine/adapter-http/client"
import type { MultilingualSettings } from "@vitrine/core/site"
import { useState } from "react"
import { LoadedAdminScreen, madeOnce } from "../admin/LoadedAdminScreen.tsx"
import { LanguagesForm } from "./LanguagesForm.tsx"
import { LANGUAGES_TEXT } from "./multilingual-text.ts"
import { TranslationConnection } from "./TranslationConnection.tsx"

// The browser's client, made once; tests hand their own.
const browserMultilingualClient = madeOnce(createMultilingualClient)

interface Loaded {
  readonly settings: MultilingualSettings
  readonly offered: OfferedLanguages
}

// The settings (the list's order, the connection) and the catalogue (names, the limit), together:
// the screen needs both before it can show anything.
const loadBoth = async (client: MultilingualClient): Promise<ApiResult<Loaded>> => {
  const [settings, offered] = await Promise.all([client.settings(), client.languages()])
  if (!settings.ok) return settings
  if (!offered.ok) return offered
  return { ok: true, value: { settings: settings.value, offered: offered.value } }
}

/**
 * The admin's languages screen (`/admin/languages`, `site.manage`; SITE-002): the site's languages
 * to add, remove, publish and save (API-036), and the translation service's connection to
 * disconnect after a confirmation (API-037). Both change one copy of the settings, so a disconnect
 * turns the form's save into a reconnect.
 *
 * @example
 * <MultilingualPage />
 */
export const MultilingualPage = (props: { readonly client?: MultilingualClient }) => {
  const client = props.client ?? browserMultilingualClient()
  return (
    <LoadedAdminScreen
      title={LANGUAGES_TEXT.title}
      loading={LANGUAGES_TEXT.loading}
      load={() => loadBoth(client)}
      loadKey="multilingual"
    >
      {(value) => <LoadedScreen client={client} loaded={value} />}
    </LoadedAdminScreen>
  )
}

const LoadedScreen = ({ client, loaded }: { client: MultilingualClient; loaded: Loaded }) => {
  const [settings, setSettings] = useState(loaded.settings)
  return (
    <>
      <LanguagesForm client={client} settings={settings} offered={loaded.offered} onSaved={setSettings} />
      <TranslationConnection
        client={client}
        settings={settings}
        offered={loaded.offered}
        onDisconnected={setSettings}
      />
    </>
  )
}
