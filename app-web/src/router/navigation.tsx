import { createContext, type ReactNode, useContext } from "react"
import { navigate } from "./history.ts"

/** How a control leads to another page of the store. */
export type Navigate = (path: string) => void

const NavigateContext = createContext<Navigate>(navigate)

/**
 * A full page load: on an island page (`src/islands.tsx`) there is no app router to render the next
 * page, so a link or the cart pill leads to the page the server renders (its assets are cached).
 *
 * @example
 * <NavigationProvider navigate={fullPageLoad}>…</NavigationProvider>
 */
export const fullPageLoad: Navigate = (path) => window.location.assign(path)

/**
 * Sets how the links and cart controls below it navigate: the app's router (`navigate`, the default
 * without a provider) or a full page load on island pages.
 *
 * @example
 * <NavigationProvider navigate={fullPageLoad}><CartPillIsland /></NavigationProvider>
 */
export const NavigationProvider = ({ navigate, children }: { navigate: Navigate; children: ReactNode }) => (
  <NavigateContext value={navigate}>{children}</NavigateContext>
)

/**
 * The nearest provider's way to navigate, the app router's without one.
 *
 * @example
 * const navigate = useNavigate()
 * <CartPill href="/cart" onNavigate={navigate} />
 */
export const useNavigate = (): Navigate => useContext(NavigateContext)
