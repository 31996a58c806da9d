import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { useCatalogue } from "../../session/catalogue.tsx"
import { CurrencyForm } from "./CurrencyForm.tsx"

/**
 * The merchant's store settings page (`/admin/settings`): the store currency, read fresh from the
 * server. Once a change is saved the catalogue loads again, so the shop's pages show the new
 * currency without a reload.
 *
 * @example
 * <SettingsPage />
 */
export const SettingsPage = () => {
  const client = useStoreClient()
  const { retry: reloadCatalogue } = useCatalogue()
  const [loaded, retry] = useLoad(() => client.getSettings(), "settings")
  return (
    <section className="settings" aria-busy={loaded.status === "loading"}>
      <PageHeading title="Store settings" />
      {loaded.status === "loading" && <Spinner label="Loading settings" />}
      {(loaded.status === "error" || loaded.status === "not-found") && <ErrorScreen onRetry={retry} />}
      {loaded.status === "ready" && (
        <CurrencyForm saved={loaded.value.settings.selectedCurrency} onSaved={reloadCatalogue} />
      )}
    </section>
  )
}
