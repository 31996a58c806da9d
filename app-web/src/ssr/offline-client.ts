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
export const offlineClient: StoreClient = {
  listProducts: offline,
  getProduct: offline,
  getCart: offline,
  addToCart: offline,
  changeQuantity: offline,
  removeEntry: offline,
  stock: offline,
  getSettings: offline,
  saveSettings: offline,
}
