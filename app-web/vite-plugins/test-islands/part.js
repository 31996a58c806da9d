import { formatMoney } from "./money.js"

export const price = () => formatMoney(1250)
