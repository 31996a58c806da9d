// The client's own texts, apart from the code that sends calls, so a page can answer with them (a
// client whose code failed to load) without carrying that code.

/**
 * Messages the client writes itself: ERR-003's texts, and ADDCART-022's for a 429 with no body.
 *
 * @example
 * result.error.status === 0 && result.error.message === CLIENT_MESSAGE.network
 */
export const CLIENT_MESSAGE = {
  network: "Please check your internet connection",
  unexpected: "Please try again",
  rateLimited: "Please try again in a few seconds.",
} as const
