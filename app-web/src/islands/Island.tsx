import { type ComponentType, createContext, createElement, type ReactElement, useContext } from "react"

/**
 * The parts of a page that hydrate on their own on an island page (see `src/islands.tsx` and the
 * README's "Island pages"). Each name is one component of `island-parts.ts`.
 */
export type IslandName =
  | "purchase"
  | "card-add"
  | "cart-pill"
  | "cart-indicator"
  | "account-link"
  | "analytics"
  | "newsletter"
  | "lang"

// The containers' attributes are a module of their own: the browser's islands entry reads them
// without this component, which only the server and the app render.
export { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE } from "./island-markers.ts"

/**
 * What the server's render of an island page keeps of its islands: each island's props under its id
 * (they go into the page data), and how it renders an island's content on its own.
 */
export interface IslandRecorder {
  readonly props: Record<string, object>
  /**
   * The HTML of an island's content rendered as a root of its own, as the browser will hydrate it:
   * the same providers (`IslandFrame`) and the id as React's `identifierPrefix`, so the ids React
   * makes (`useId`: labels, live regions) are the ones the browser's root makes.
   */
  readonly render: (id: string, content: ReactElement) => string
}

const IslandRecorderContext = createContext<IslandRecorder | null>(null)

/** Set by the server's render of an island page only (`entry-server.tsx`). */
export const IslandRecorderProvider = IslandRecorderContext.Provider

/**
 * An interactive part of a page, marked so an island page hydrates it alone. In the app (every page
 * `main.tsx` renders or hydrates) it renders its component in place inside a container that takes no
 * room (`display: contents`). In the server's render of an island page it renders the container
 * (`<div data-island="purchase" data-island-id="i0">`) with the component's HTML rendered as a root of
 * its own, and records `props` for the page data; the browser's `islands.tsx` finds the container and
 * hydrates the component there with those props. Everything outside islands is HTML only.
 * `props` must be JSON (they travel in the page).
 *
 * @example
 * <Island name="purchase" component={ProductPurchase} props={{ product }} />
 */
export const Island = <P extends object>({
  name,
  component,
  props,
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
}) => {
  const recorder = useContext(IslandRecorderContext)
  const content = createElement(component, props)
  if (recorder === null) return <div data-island={name}>{content}</div>
  const id = `i${Object.keys(recorder.props).length}`
  recorder.props[id] = props
  const html = { __html: recorder.render(id, content) }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the island (escaped by React), as a root of its own.
  return <div data-island={name} data-island-id={id} dangerouslySetInnerHTML={html} />
}
