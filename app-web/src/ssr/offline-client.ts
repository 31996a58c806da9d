import type { ApiResult, StoreClient } from "../api/store-client.ts"

const offline = async (): Promise<ApiResult<never>> => ({
  ok: false,
  error: { status: 0, message: "The server's render makes no calls.", fieldErrors: {}, crumbFail: false },
})

/**
 * The client the server renders with: a render runs no effects and no handlers, so nothing calls
 * it; were something to, it would get a failure rather than reach the network from the server.
 *
 * @example
 * renderToString(<Store client={offlineClient} data={data} path="/cart" />)
 */
// Every method, present and future, answers the same: a proxy, not a list that would go stale as the
// client grows (checkout, restock, forms…).
export const offlineClient: StoreClient = new Proxy({} as StoreClient, { get: () => offline })
