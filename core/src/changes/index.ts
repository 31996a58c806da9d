/**
 * `@vitrine/core/changes`: how a write in one server process reaches the per-process caches of every
 * other (`ChangeNotices`, one topic per kind of merchant-written data), and its in-process form for a
 * store that runs as one process.
 *
 * @example
 * import { ChangeNotices } from "@vitrine/core/changes"
 * ChangeNotices.use((notices) => notices.announce("store-settings", "site-1"))
 */
export * from "./port.ts"
