/**
 * `@vitrine/core/preferences`: commerce preferences, one JSON object per website and namespace
 * (PREFS-001) — the cookie-consent (`cookie-consent`) and analytics (`analytics`) settings live
 * here. `websiteId` is stripped from answers and writes (PREFS-002), reads are cached per namespace
 * for at most 30 s (PREFS-003), unchanged writes are skipped (PREFS-004), a write fires a refetch
 * event (PREFS-005), and fetch and save errors are logged and rethrown (PREFS-006).
 *
 * @example
 * import { savePreferences } from "@vitrine/core/preferences"
 * savePreferences("site-1", "cookie-consent", { defaultMode: "full" })
 */
export * from "./announced.ts"
export * from "./cache.ts"
export * from "./model.ts"
export * from "./namespaces.ts"
export * from "./port.ts"
export * from "./program.ts"
export * from "./rules.ts"
export * from "./storefront-settings.ts"
