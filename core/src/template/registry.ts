/**
 * The formatter and predicate tables of every area, merged into the one registry the compiler
 * checks names against and the executor calls.
 */
import { commerceFormatters } from "./formatters/commerce.ts"
import { commerceFormFormatters } from "./formatters/commerce-forms.ts"
import { commerceMarkupFormatters } from "./formatters/commerce-markup.ts"
import { contentFormatters } from "./formatters/content.ts"
import { coreFormatters } from "./formatters/core.ts"
import { dateFormatters } from "./formatters/date.ts"
import { i18nFormatters } from "./formatters/i18n.ts"
import { socialFormatters } from "./formatters/social.ts"
import type { Formatter, FormatterTable, Predicate, PredicateTable } from "./plugins.ts"
import { commercePredicates } from "./predicates/commerce.ts"
import { contentPredicates } from "./predicates/content.ts"
import { corePredicates } from "./predicates/core.ts"
import { i18nPredicates } from "./predicates/i18n.ts"
import { slidePredicates } from "./predicates/slide.ts"
import { socialPredicates } from "./predicates/social.ts"

/**
 * Formatters and predicates by name.
 *
 * @example
 * defaultRegistry.formatters.get("html")
 */
export interface Registry {
  readonly formatters: ReadonlyMap<string, Formatter>
  readonly predicates: ReadonlyMap<string, Predicate>
  readonly formatterNames: ReadonlySet<string>
  readonly predicateNames: ReadonlySet<string>
}

/**
 * A registry from tables; a later table's entry wins over an earlier one of the same name.
 *
 * @example
 * createRegistry([coreFormatters, { shout: (v) => asString(v).toUpperCase() }], [corePredicates])
 */
export const createRegistry = (
  formatterTables: readonly FormatterTable[],
  predicateTables: readonly PredicateTable[],
): Registry => {
  const formatters = new Map<string, Formatter>()
  for (const table of formatterTables)
    for (const [name, fn] of Object.entries(table)) formatters.set(name, fn)
  const predicates = new Map<string, Predicate>()
  for (const table of predicateTables)
    for (const [name, fn] of Object.entries(table)) predicates.set(name, fn)
  return {
    formatters,
    predicates,
    formatterNames: new Set(formatters.keys()),
    predicateNames: new Set(predicates.keys()),
  }
}

/**
 * Every formatter and predicate of the engine.
 *
 * @example
 * defaultRegistry.predicateNames.has("sold-out?") // true
 */
export const defaultRegistry: Registry = createRegistry(
  [
    coreFormatters,
    contentFormatters,
    commerceFormatters,
    commerceMarkupFormatters,
    commerceFormFormatters,
    dateFormatters,
    i18nFormatters,
    socialFormatters,
  ],
  [corePredicates, contentPredicates, commercePredicates, i18nPredicates, slidePredicates, socialPredicates],
)
