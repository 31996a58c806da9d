import type { RouterContext } from "@vitrine/adapter-http/router"
import {
  dictionaryFor,
  languageLinks,
  languagePath,
  languageSegment,
  type PageLanguage,
  pageLanguage,
} from "@vitrine/core/site"
import { Effect } from "effect"
import type { Request, RequestHandler } from "express"
import type { PageHead } from "./head.ts"
import type { StorefrontData } from "./page-renderer.ts"

// The language segment each request arrived with, before `languagePrefix` took it off its path.
const segments = new WeakMap<Request, string>()

/**
 * Takes a language segment (`/fr/products/linen-shirt`, any catalogue tag) off a page request's
 * path, so the store's routes serve `/products/linen-shirt` and the storefront's pages know which
 * language was asked for (`languageOfPage`). API calls, and anything but GET and HEAD, keep their
 * path: a language is the pages' business.
 *
 * @example
 * app.use(languagePrefix())
 */
export const languagePrefix = (): RequestHandler => (req, _res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next()
  const found = languageSegment(req.path)
  if (found === undefined || found.rest.startsWith("/api/")) return next()
  segments.set(req, found.segment)
  req.url = found.rest + req.url.slice(req.path.length)
  next()
}

/** A page's language, resolved: the page in it, or the address to move to (with the query kept). */
export type ResolvedLanguage =
  | {
      readonly kind: "serve"
      readonly language: NonNullable<StorefrontData["language"]>
      readonly path: string
    }
  | { readonly kind: "move"; readonly status: 301 | 302; readonly location: string }

const queryOf = (req: Request): string => req.url.slice(req.path.length)

/**
 * The language a storefront page request is shown in (core's `pageLanguage` over the site's saved
 * languages, as this process keeps them: `context.multilingual`, no query per page): served with its dictionary, the switcher's links and the page's own path (the one
 * the visitor's address bar shows, which the app routes by), or moved: 301 to the one address of a
 * live language's page (`/en/cart` → `/cart`, `/FR` and `/fr/` → `/fr`), 302 to the primary's page
 * for a language the site does not serve now.
 *
 * @example
 * Effect.map(languageOfPage(context, req), (resolved) => resolved.kind)
 */
export const languageOfPage = (context: RouterContext, req: Request) =>
  Effect.map(context.multilingual.current, (settings): ResolvedLanguage => {
    const segment = segments.get(req)
    const found: PageLanguage = pageLanguage(settings, segment, req.path)
    if (found.kind === "move") {
      return { kind: "move", status: found.permanent ? 301 : 302, location: found.path + queryOf(req) }
    }
    const path = languagePath(req.path, found.language, settings.primaryLanguage)
    if (segment !== undefined && req.originalUrl.split("?")[0] !== path) {
      return { kind: "move", status: 301, location: path + queryOf(req) }
    }
    return {
      kind: "serve",
      path: segment === undefined ? req.path : path,
      language: {
        tag: found.language,
        prefix: found.prefix,
        strings: dictionaryFor(found.language),
        links: languageLinks(settings, found.language, req.path),
      },
    }
  })

/**
 * A page's head in its language: the canonical link to the page in that language, and one
 * `hreflang` alternate per live language (the primary's also as `x-default`).
 *
 * @example
 * headInLanguage(head, language, "https://shop.example")
 */
export const headInLanguage = (
  head: PageHead,
  language: NonNullable<StorefrontData["language"]>,
  origin: string,
): PageHead => {
  const rest = head.canonical.startsWith(origin) ? head.canonical.slice(origin.length) || "/" : undefined
  if (rest === undefined) return { ...head, lang: language.tag }
  const inLanguage = (prefix: string) => (prefix === "" ? rest : rest === "/" ? prefix : prefix + rest)
  const alternates = (language.links ?? []).map(({ tag, href }) => {
    const prefixed = href === `/${tag}` || href.startsWith(`/${tag}/`)
    return { hreflang: tag, href: origin + inLanguage(prefixed ? `/${tag}` : "") }
  })
  const primary = alternates.find((alternate) => alternate.href === origin + rest)
  return {
    ...head,
    lang: language.tag,
    canonical: origin + inLanguage(language.prefix),
    alternates: [...alternates, ...(primary ? [{ hreflang: "x-default", href: primary.href }] : [])],
  }
}
