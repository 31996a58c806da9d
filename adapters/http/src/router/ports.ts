import type { PasswordHasher } from "@vitrine/core/account"
import type { CatalogEditor } from "@vitrine/core/catalog"
import type { StorePorts } from "@vitrine/core/store"

/**
 * The ports the router's programs run against: every port of the store (`StorePorts`, defined once
 * in core) but `CatalogEditor`, since no route writes the catalogue — a storefront may mount the
 * router on a runtime with a read-only catalogue — and the `PasswordHasher` sign-in and registration
 * need (not storage, so not a store port: `@vitrine/adapter-password` provides it). A port added to
 * the store reaches the router with no change here.
 *
 * @example
 * const runtime: ManagedRuntime.ManagedRuntime<RouterPorts, unknown> = ManagedRuntime.make(Layer.merge(memoryLayer(), memoryPasswordHasher()))
 */
export type RouterPorts = Exclude<StorePorts, CatalogEditor> | PasswordHasher
