import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useState,
} from "react"

/** A component whose code is a chunk of its own, and the call that loads that chunk. */
export type LazyPart<P extends object> = ((props: P) => ReactNode) & { readonly load: () => Promise<unknown> }

const everyPart: Array<() => Promise<unknown>> = []

/**
 * A component kept off a page's first load, which still renders on the server. `React.lazy` alone
 * suspends on its first render even when its chunk is there, and `renderToString` would then send
 * the Suspense fallback instead of the content; so a part remembers its component once loaded and
 * renders it directly. The server loads every part before its first render (`loadEveryPart`); the
 * browser loads the page's own part before hydrating, and the parts inside it hydrate when their
 * chunk arrives (each sits in a `<Suspense>`, which keeps the server's HTML on screen meanwhile).
 * Each rendered instance keeps the component it started with, so a chunk arriving later never
 * remounts (and resets) a part already on screen.
 *
 * @example
 * const PayLater = lazyPart(() => import("@vitrine/react/pay-later-line").then((m) => m.PayLaterLine))
 * <Suspense fallback={null}><PayLater product={product} /></Suspense>
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> => {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component
      return component
    })
    return loading
  }
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    start().then((component) => ({ default: component })),
  )
  const Part = (props: P) => {
    const [component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(
      () => loaded ?? Lazy,
    )
    return createElement(component as ComponentType<P>, props)
  }
  everyPart.push(start)
  return Object.assign(Part, { load: start })
}

/**
 * Loads every part declared so far: the server's render does this once before its first page, so
 * pages arrive whole; tests do it so a page renders in one pass.
 *
 * @example
 * await loadEveryPart()
 */
export const loadEveryPart = (): Promise<unknown> => Promise.all(everyPart.map((start) => start()))
