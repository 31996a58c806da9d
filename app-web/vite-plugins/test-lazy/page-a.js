import { shared } from "./shared.js"
export const pageA = `${shared} page a`
