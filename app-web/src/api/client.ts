import { createStoreClient } from "@vitrine/adapter-http/client"
import type { StoreClient } from "./store-client.ts"

/**
 * The store's HTTP client: the one place the web app creates it. Same origin (the server serves
 * the app, and Vite's dev server proxies `/api`), so no base URL.
 *
 * @example
 * <Store client={createClient()} />
 */
export const createClient = (): StoreClient => createStoreClient()
