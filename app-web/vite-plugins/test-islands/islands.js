// Two pages for entry-chunks.test.ts: an island page whose lazy part formats money, and the app,
// which formats money too and has a frame of its own.
import { hydrate } from "./first.js"

export const start = async () => hydrate((await import("./part.js")).price())
