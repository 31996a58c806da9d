/**
 * `@vitrine/core/editor`: the rules of the site editor's building blocks, for any storefront's admin
 * screens (`@vitrine/react` renders them: `LinkEditor`, `DataTable`, `DatasetEditor`).
 *
 * - The link editor (EDITOR-001): a web address and a link name, checked by `checkLink` with the
 *   site's one link rule (`isSiteLinkTarget` of `@vitrine/core/site`) and the spec's two messages
 *   (EDITOR-016, EDITOR-017). When each shows and the two example hosts ("https://example.com",
 *   "/page") are our choice: see link.ts.
 * - Data tables (EDITOR-005): `tablePage` gives a page of rows, searched and sorted (stable, empty
 *   cells last); see table.ts for the choices.
 * - The dataset editor (EDITOR-006, EDITOR-027 to EDITOR-032): `prepareDataset` cuts a dataset to
 *   `DATASET_LIMITS` (500 rows, 20 columns: ours, EDITOR-030), fills short rows and gives the spec's
 *   messages; `parseDelimited` reads a pasted CSV or TSV; `addRow`, `removeColumn`, `setCell` … are
 *   the grid's edits.
 *
 * @example
 * import { checkLink, prepareDataset, parseDelimited } from "@vitrine/core/editor"
 * checkLink({ address: "example.com", name: "" }).ok // false
 * prepareDataset(parseDelimited("a,b\n1")).notices // ["One or more rows was missing data"]
 */
export * from "./dataset.ts"
export * from "./dataset-edits.ts"
export * from "./delimited.ts"
export * from "./link.ts"
export * from "./table.ts"
