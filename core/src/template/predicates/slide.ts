/**
 * Slide (cover page) predicates: `{.current-type? image}` asks whether the slice being rendered
 * (`currentType` of the current scope) is of a type, named as the template language names slice
 * types. Several names may be given: any of them matches (`{.current-type? image video}`).
 *
 * The spec says slice types exist without giving their values (ENUM-015); these are the codes of the
 * page data the template language reads.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import { asNumber, Kind, kindOf, type PredicateTable, stepPath } from "../plugins.ts"

/**
 * Slice type codes by name.
 *
 * @example
 * SLICE_TYPE_CODES.gallery // 5
 */
export const SLICE_TYPE_CODES: Readonly<Record<string, number>> = {
  undefined: -1,
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  "social-icons": 7,
  buttons: 8,
  navigation: 9,
  "custom-form": 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
}

/**
 * The slide predicates.
 *
 * @example
 * slidePredicates["current-type?"]
 */
export const slidePredicates: PredicateTable = {
  "current-type?": (args, ctx) => {
    const current = stepPath(ctx.node, "currentType")
    const kind = kindOf(current)
    if (kind !== Kind.Number && kind !== Kind.String) return false
    const code = asNumber(current)
    return args.some((name) => Object.hasOwn(SLICE_TYPE_CODES, name) && SLICE_TYPE_CODES[name] === code)
  },
}
