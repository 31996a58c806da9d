import { type ApiResult, CLIENT_MESSAGE } from "@vitrine/adapter-http/client"

/**
 * What a call answers when the client's code cannot be loaded: the network failed (status 0), as
 * the HTTP client itself answers when its request cannot go out.
 */
export const unreachable = async (): Promise<ApiResult<never>> => ({
  ok: false,
  error: { status: 0, message: CLIENT_MESSAGE.network, fieldErrors: {}, crumbFail: false },
})

/**
 * A client whose code is a chunk of its own, loaded on its first call (or earlier, by whoever
 * imports the same chunk): a storefront page arrives with its data, so nothing calls the store
 * before the visitor acts, and the HTTP client (its paths, its checks) stays off the first load.
 * Each call waits for the chunk, then goes to the loaded client. When the chunk cannot load, the
 * call answers as `offline` does (by default a failed network, status 0) and the next call tries
 * the chunk again.
 *
 * @example
 * const client = lazyClient(() => import("./client.ts").then((module) => module.createClient()))
 */
export const lazyClient = <C extends object>(
  load: () => Promise<C>,
  offline: (method: keyof C) => (...args: unknown[]) => Promise<unknown> = () => unreachable,
): C => {
  let loading: Promise<C> | undefined
  const loaded = () => {
    if (loading === undefined) {
      loading = load()
      loading.catch(() => {
        loading = undefined
      })
    }
    return loading
  }
  // Every method, present and future, goes the same way: a proxy, not a list of the client's methods.
  return new Proxy({} as C, {
    get: (_, name) =>
      // Not a promise (`then`), nor anything but a method name.
      typeof name === "symbol" || name === "then"
        ? undefined
        : (...args: unknown[]) =>
            loaded().then(
              (client) => (client[name as keyof C] as (...args: unknown[]) => Promise<unknown>)(...args),
              () => offline(name as keyof C)(...args),
            ),
  })
}
