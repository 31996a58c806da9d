import type { CSSProperties } from "react"

/**
 * The style of text that is read by assistive technology but not shown. Inline, so it holds without
 * the optional stylesheet: the components are unstyled by default, never visibly broken.
 *
 * @example
 * <span style={VISUALLY_HIDDEN}>Regular price </span>
 */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
}
