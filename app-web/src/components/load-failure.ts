import type { ApiError } from "../api/store-client.ts"

/**
 * How a load failed, decoded once from the HTTP client's `ApiError` (its status, 0 for no answer,
 * and the server's `Retry-After`), so a page can say what happened and what to do, and a test can
 * read what happened from the page's load state:
 * - `offline`: no answer came (the client's status 0: offline, the server down, DNS);
 * - `not-found`: 404, the page's own content is missing;
 * - `signed-out`: 401, the session ended (a merchant signed out elsewhere, or their session expired);
 * - `forbidden`: 403, signed in without the role the data needs;
 * - `rate-limited`: 429, too many calls; `retryAfterSeconds` when the server named a wait;
 * - `unavailable`: 503, the store cannot serve just now (its database is out of reach) and says
 *   when to come back with `Retry-After`;
 * - `failed`: anything else (a 5xx, an unexpected 4xx, an answer that broke the contract), or a load
 *   that threw (`status` null).
 */
export type LoadFailure =
  | { readonly kind: "offline" }
  | { readonly kind: "not-found" }
  | { readonly kind: "signed-out" }
  | { readonly kind: "forbidden" }
  | { readonly kind: "rate-limited"; readonly retryAfterSeconds: number | null }
  | { readonly kind: "unavailable"; readonly retryAfterSeconds: number | null }
  | { readonly kind: "failed"; readonly status: number | null }

/** The kinds of failure, for exhaustive tables. */
export type LoadFailureKind = LoadFailure["kind"]

/**
 * The failure an `ApiError` is. A 403 that refused the crumb is not a permission matter, but a GET
 * (every load) carries no crumb, so a load's 403 is always a missing role.
 *
 * @example
 * loadFailureOf({ status: 503, message: "…", fieldErrors: {}, crumbFail: false, retryAfterSeconds: 5 })
 * // { kind: "unavailable", retryAfterSeconds: 5 }
 */
export const loadFailureOf = (error: ApiError): LoadFailure => {
  const wait = error.retryAfterSeconds ?? null
  switch (error.status) {
    case 0:
      return { kind: "offline" }
    case 401:
      return { kind: "signed-out" }
    case 403:
      return { kind: "forbidden" }
    case 404:
      return { kind: "not-found" }
    case 429:
      return { kind: "rate-limited", retryAfterSeconds: wait }
    case 503:
      return { kind: "unavailable", retryAfterSeconds: wait }
    default:
      return { kind: "failed", status: error.status }
  }
}

/** A load that threw instead of returning its `ApiResult`: a bug (a client whose code did not arrive answers `offline`). */
export const THROWN_LOAD: LoadFailure = { kind: "failed", status: null }
