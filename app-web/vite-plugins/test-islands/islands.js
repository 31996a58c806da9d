// Two pages for entry-chunks.test.ts: an island page whose two lazy parts share a badge, one of
// them formatting money, and the app, which formats money too and has a frame of its own.
import { hydrate } from "./first.js"

export const start = async () =>
  hydrate(`${(await import("./part.js")).price()} ${(await import("./sale.js")).sale()}`)
