/**
 * The census endpoints' paths (API-016 to API-023); `:id` is the quick view's item. Plain strings,
 * so the browser tracker and the server read the same ones.
 *
 * @example
 * fetch(CENSUS_PATHS.hit, { method: "POST", body })
 */
export const CENSUS_PATHS = {
  hit: "/api/census/RecordHit",
  buttonClick: "/api/census/button-click",
  buttonRender: "/api/census/button-render",
  formRender: "/api/census/form-render",
  overlay: "/api/census/overlay",
  quickView: "/api/census/RecordQuickView/:id",
  event: "/api/events/RecordEvent",
  scriptErrors: "/api/events/RecordJavascriptErrors",
} as const
