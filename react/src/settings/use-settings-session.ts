import type { StoreSettings } from "@vitrine/core/site"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import type { ApiError, VitrineClient } from "../client.ts"
import type { StoreSettingsState } from "./settings-context.ts"

type Read = Omit<StoreSettingsState, "reload">

/**
 * The store settings as `<VitrineProvider>` holds them: `initial` when the page already has them
 * (rendered by the server, or read with the product list), else one `getSettings()` at start.
 * Only the newest read counts, so a slow answer never overwrites a later one.
 *
 * @example
 * const settings = useSettingsSession(client, undefined) // inside VitrineProvider only
 */
export const useSettingsSession = (
  client: VitrineClient,
  initial: StoreSettings | undefined,
): StoreSettingsState => {
  const [read, setRead] = useState<Read>(
    initial
      ? { status: "ready", settings: initial, loadError: null }
      : { status: "loading", settings: null, loadError: null },
  )
  const latest = useRef(0)

  const reload = useCallback(() => {
    latest.current += 1
    const call = latest.current
    setRead((before) => ({ status: "loading", settings: before.settings, loadError: null }))
    const fail = (loadError: ApiError | null) =>
      call === latest.current &&
      setRead((before) => ({ status: "error", settings: before.settings, loadError }))
    client.getSettings().then(
      (result) => {
        if (!result.ok) return fail(result.error)
        if (call === latest.current)
          setRead({ status: "ready", settings: result.value.settings, loadError: null })
      },
      () => fail(null),
    )
  }, [client])

  const readAtStart = initial === undefined
  useEffect(() => {
    if (readAtStart) reload()
  }, [readAtStart, reload])

  return useMemo(() => ({ ...read, reload }), [read, reload])
}
