import { lazyClient } from "./lazy-client.ts"
import type { StoreClient } from "./store-client.ts"

/**
 * Loads the chunk of the browser's HTTP clients (store, forms, accounts). Calling it early (once the
 * page is idle) spares the visitor's first add to cart the wait for that chunk.
 *
 * @example
 * whenIdle(() => void loadClients())
 */
export const loadClients = () => import("./client.ts")

/**
 * The store client the browser's app runs with: the HTTP client with the cart's analytics events,
 * its code loaded on the first call (see `lazyClient`).
 *
 * @example
 * <Store client={browserClient()} />
 */
export const browserClient = (): StoreClient =>
  lazyClient(() => loadClients().then((module) => module.createClient()))
