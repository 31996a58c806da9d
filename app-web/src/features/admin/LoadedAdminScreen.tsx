import type { ApiResult } from "@vitrine/adapter-http/client"
import type { ReactNode } from "react"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"

/**
 * A merchant screen that shows what it loads: its heading, then a spinner while the load runs, the
 * error screen with Retry when it fails, and `children(value)` once it is in — the states every such
 * screen has, written once. `loadKey` names the load (`useLoad`'s key).
 *
 * @example
 * <LoadedAdminScreen title="Files" loading="Loading the files" load={() => client.list()} loadKey="site-files">
 *   {(list) => <FileList list={list} />}
 * </LoadedAdminScreen>
 */
export const LoadedAdminScreen = <T,>(props: {
  readonly title: string
  readonly loading: string
  readonly load: () => Promise<ApiResult<T>>
  readonly loadKey: string
  readonly className?: string
  /** The error screen's first line, when the screen has its own (EDITOR-041); else the problem's. */
  readonly failedTitle?: string
  readonly children: (value: T) => ReactNode
}) => {
  const [loaded, retry] = useLoad(props.load, props.loadKey)
  return (
    <section className={props.className ?? "site-admin"} aria-busy={loaded.status === "loading"}>
      <PageHeading title={props.title} />
      {loaded.status === "loading" && <Spinner label={props.loading} />}
      {(loaded.status === "error" || loaded.status === "not-found") && (
        <ErrorScreen onRetry={retry} failure={loaded} title={props.failedTitle} />
      )}
      {loaded.status === "ready" && props.children(loaded.value)}
    </section>
  )
}

/**
 * A client made on first use and kept: the browser's, for a screen whose tests hand their own.
 *
 * @example
 * const browserFilesClient = madeOnce(createSiteFilesClient)
 */
export const madeOnce = <C,>(make: () => C): (() => C) => {
  let made: C | undefined
  return () => {
    made ??= make()
    return made
  }
}
