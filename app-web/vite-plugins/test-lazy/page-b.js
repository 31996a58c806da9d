import { shared } from "./shared.js"
export const pageB = `${shared} page b`
