import type { Plugin } from "vite"

const SCRIPT_OR_PRELOAD = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g

/**
 * A build plugin that asks for the app's scripts at low priority (`fetchpriority="low"` on the
 * module script and its `modulepreload` links). Every storefront page arrives rendered by the
 * server, so nothing on screen waits for them; at Chrome's default (high) priority they share a
 * phone's bandwidth with the page's first paint and its largest image instead of following them,
 * and Lighthouse counts a high-priority script that arrives before the first paint as blocking it.
 * The scripts still start downloading as soon as the page's head is read, and run after it is
 * parsed (module scripts are deferred).
 *
 * @example
 * plugins: [lowPriorityScripts()]
 */
export const lowPriorityScripts = (): Plugin => ({
  name: "vitrine:low-priority-scripts",
  apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
  transformIndexHtml: {
    order: "post",
    handler: (html) => html.replace(SCRIPT_OR_PRELOAD, (tag) => `${tag} fetchpriority="low"`),
  },
})
