import { createContext } from "react"

/**
 * The path being rendered on the server, where there is no `window.location`: the server's render
 * and the browser's hydration must route to the same page.
 *
 * @example
 * <RenderPath value="/cart"><App /></RenderPath>
 */
export const RenderPath = createContext<string | undefined>(undefined)
