import { useStoreSettings } from "@vitrine/react"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { CurrencyForm } from "./CurrencyForm.tsx"

/**
 * The merchant's store settings page (`/admin/settings`): the store currency, read fresh from the
 * server. Once a change is saved the store settings are read again (`@vitrine/react`'s), and the
 * shop's pages read their products afresh when they open, so they show the new currency without a
 * reload.
 *
 * @example
 * <SettingsPage />
 */
export const SettingsPage = () => {
  const client = useStoreClient()
  const store = useStoreSettings()
  const [loaded, retry] = useLoad(() => client.getSettings(), "settings")
  return (
    <section className="settings" aria-busy={loaded.status === "loading"}>
      <PageHeading title="Store settings" />
      {loaded.status === "loading" && <Spinner label="Loading settings" />}
      {(loaded.status === "error" || loaded.status === "not-found") && (
        <ErrorScreen onRetry={retry} failure={loaded} />
      )}
      {loaded.status === "ready" && (
        <CurrencyForm saved={loaded.value.settings.selectedCurrency} onSaved={store.reload} />
      )}
    </section>
  )
}
