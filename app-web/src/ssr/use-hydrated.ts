import { useSyncExternalStore } from "react"

const noChange = () => () => {}

/**
 * False on the server and while the browser hydrates the server's page, true from the render after
 * (and at once in an app the browser renders itself). For parts the server must not render: a lazy
 * component suspends there, and `renderToString` cannot wait, so it gives the boundary up (`<!--$!-->`)
 * and the browser then reports React error #419 as it hydrates.
 *
 * @example
 * const hydrated = useHydrated()
 * return hydrated ? <Suspense fallback={null}><LazyPart /></Suspense> : null
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
