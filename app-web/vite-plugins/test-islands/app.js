import { hydrate } from "./first.js"
import { frame } from "./frame.js"
import { formatMoney } from "./money.js"

export const start = () => hydrate(frame(formatMoney(500)))
