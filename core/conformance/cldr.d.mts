import type { CLDR } from "@phensley/cldr"

/**
 * CLDR for a BCP 47 tag ("en" when empty); undefined for "none".
 *
 * @example
 * cldrFor("en-US")
 */
export declare const cldrFor: (locale: string | undefined) => CLDR | undefined
