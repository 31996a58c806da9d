import { badge } from "./badge.js"
import { formatMoney } from "./money.js"

export const price = () => badge(formatMoney(1250))
