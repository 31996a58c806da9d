/**
 * Reading a value once per render. A product page asks a dozen formatters and predicates about the
 * same product (`sold-out?`, `on-sale?`, `product-price`, `add-to-cart-btn`…), and each would read
 * its JSON again into the catalogue's model. A reader wrapped here reads a value once for as long as
 * the template keeps asking about it.
 *
 * Why this is safe: a render never changes its data (templates only bind variables, plugins never
 * write), so during one render a value reads the same every time. Between renders the caller may
 * change the data, so nothing is kept past the render.
 */
import type { PluginContext } from "./plugins.ts"

/**
 * A reader that remembers, for the current render, the value it read last (compared by identity)
 * and its reading: a section's formatters and predicates ask about one item in a row, so one slot
 * catches them all; a template that alternates between items only reads again.
 *
 * The slot is emptied when another render calls and once the current job ends (renders are
 * synchronous, so by then the render is over): nothing outlives the render. A map of every item
 * read cost more than it saved on pages that read each item once; neither a weak map keyed by the
 * render's context nor a weak reference to it will do either: in a loop of synchronous renders the
 * former tripled the garbage collector's work on a product page, and the latter keeps every
 * context alive until the loop ends.
 *
 * @example
 * const productOf = perRender(readProduct)
 * productOf(ctx, item.structuredContent) === productOf(ctx, item.structuredContent) // true
 */
export const perRender = <T>(read: (value: unknown) => T): ((ctx: PluginContext, value: unknown) => T) => {
  let render: PluginContext | undefined
  let lastValue: unknown = NOTHING
  let lastReading: T | undefined
  let releasing = false
  const release = () => {
    render = undefined
    lastValue = NOTHING
    lastReading = undefined
    releasing = false
  }
  return (ctx, value) => {
    if (render !== ctx) {
      render = ctx
      lastValue = NOTHING
      if (!releasing) {
        releasing = true
        void Promise.resolve().then(release)
      }
    }
    if (value !== lastValue) {
      lastReading = read(value)
      lastValue = value
    }
    return lastReading as T
  }
}

const NOTHING: unique symbol = Symbol("nothing read")
