import pg from "pg"
import { Visitor } from "../../../contract-tests/src/http/visitor.ts"

/** One add to cart as the loop saw it answered. */
export interface AddOutcome {
  /** When the add was sent (ms since the epoch): an add sent after a fault began cannot have
   * reached the database before it. */
  readonly sentAt: number
  /** When the answer came (ms since the epoch). */
  readonly at: number
  /** The status, or 0 when no answer came (the connection failed: the server was gone). */
  readonly status: number
  readonly retryAfter: string | null
  readonly message: string | undefined
  /** On a 200: the cart it landed in, and the cart's total quantity as answered. */
  readonly cartId: string | undefined
  readonly totalQuantity: number
}

/** Visitors adding to their carts until stopped. */
export interface AddLoop {
  readonly outcomes: AddOutcome[]
  /** Stops after the adds in flight are answered. */
  readonly stop: () => Promise<void>
}

const PATH = "/api/commerce/shopping-cart/entries"

const addOnce = async (visitor: Visitor, itemId: string): Promise<AddOutcome> => {
  const sentAt = Date.now()
  try {
    const { status, body, response } = await visitor.send("POST", PATH, { itemId, quantity: 1 })
    return {
      sentAt,
      at: Date.now(),
      status,
      retryAfter: response.headers.get("retry-after"),
      message: body?.message,
      cartId: status === 200 ? body.shoppingCart.id : undefined,
      totalQuantity: status === 200 ? body.shoppingCart.totalQuantity : 0,
    }
  } catch {
    return {
      sentAt,
      at: Date.now(),
      status: 0,
      retryAfter: null,
      message: undefined,
      cartId: undefined,
      totalQuantity: 0,
    }
  }
}

/**
 * Starts `visitors` visitors adding one `itemId` (a product with unlimited stock) again and again
 * against `url`: half to a cart of their own, which grows, half each time to a new cart. After a
 * refusal a visitor pauses 10 ms, so a server answering at once does not turn the loop into a spin.
 *
 * @example
 * const loop = await addLoop(server.url, { visitors: 8, itemId: "prod-canvas-tote" })
 * await loop.stop()
 */
export const addLoop = async (
  url: string,
  options: { readonly visitors: number; readonly itemId: string },
): Promise<AddLoop> => {
  const outcomes: AddOutcome[] = []
  let stopped = false
  const visitors = await Promise.all(
    Array.from({ length: options.visitors }, () => new Visitor(url).arrive()),
  )
  const runs = visitors.map(async (visitor, index) => {
    const ownCart = index % 2 === 0
    while (!stopped) {
      if (!ownCart) visitor.cookies.delete("vitrine_cart")
      const outcome = await addOnce(visitor, options.itemId)
      outcomes.push(outcome)
      if (outcome.status !== 200) await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })
  return {
    outcomes,
    stop: async () => {
      stopped = true
      await Promise.all(runs)
    },
  }
}

/**
 * The adds answered 200 whose write is not in the database: each cart the loop saw answered, whose
 * stored total quantity is below the largest total an answer reported for it (carts only grow).
 * Read straight from the database, not through the server.
 *
 * @example
 * expect(await lostAdds(loop.outcomes, databaseUrl)).toEqual([])
 */
export const lostAdds = async (
  outcomes: readonly AddOutcome[],
  databaseUrl: string,
): Promise<Array<{ cartId: string; answered: number; stored: number }>> => {
  const answered = new Map<string, number>()
  for (const { cartId, totalQuantity } of outcomes) {
    if (cartId !== undefined) answered.set(cartId, Math.max(answered.get(cartId) ?? 0, totalQuantity))
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string; stored: string }>(
      `SELECT c.id, COALESCE(SUM(e.quantity), 0) AS stored
       FROM carts c LEFT JOIN cart_entries e ON e.cart_id = c.id
       WHERE c.id = ANY($1::text[]) GROUP BY c.id`,
      [[...answered.keys()]],
    )
    const stored = new Map(rows.map((row) => [row.id, Number(row.stored)]))
    return [...answered]
      .map(([cartId, total]) => ({ cartId, answered: total, stored: stored.get(cartId) ?? 0 }))
      .filter((cart) => cart.stored < cart.answered)
  } finally {
    await client.end()
  }
}
