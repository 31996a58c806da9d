import { badge } from "./badge.js"

export const sale = () => badge("sale")
