/** The attribute a container of an island carries, its value the island's name. */
export const ISLAND_ATTRIBUTE = "data-island"

/** The attribute carrying the island's id: its key in the page data's `islands` and its ids' prefix. */
export const ISLAND_ID_ATTRIBUTE = "data-island-id"
