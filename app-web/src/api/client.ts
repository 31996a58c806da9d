import { createAccountClient, createFormClient, createStoreClient } from "@vitrine/adapter-http/client"
import { trackedClient } from "../analytics/tracked-client.ts"
import type { StoreClient } from "./store-client.ts"

export { createAccountClient, createFormClient }

/**
 * The store's HTTP client, with the cart's analytics events: the one place the web app creates it.
 * Same origin (the server serves the app, and Vite's dev server proxies `/api`), so no base URL.
 * This module is a chunk of its own, with the form and account clients: pages reach it through
 * `browserClient()` (and `useFormClient`, `useAccounts`), which load it on their first call.
 *
 * @example
 * const client = await import("./client.ts").then((module) => module.createClient())
 */
export const createClient = (): StoreClient => trackedClient(createStoreClient())
