/**
 * `@vitrine/adapter-vimeo`: the VimeoEmbeds port (EDITOR-044) on Vimeo's oEmbed endpoint
 * (`vimeoOEmbeds`), and a canned one that never asks Vimeo (`cannedVimeoEmbeds`) for a store
 * without internet.
 *
 * @example
 * import { vimeoOEmbeds } from "@vitrine/adapter-vimeo"
 */
export * from "./canned.ts"
export * from "./oembed.ts"
