import { withClass } from "../class-name.ts"

/** Props of {@link StyleGuide}. */
export interface StyleGuideProps {
  /** The headings' CSS `font-family`. */
  readonly headingFont: string
  /** The body text's CSS `font-family`. */
  readonly bodyFont: string
  /** CSS colours of the sample: the accent (button), the text on it, the text and the background. */
  readonly colours: {
    readonly accent: string
    readonly onAccent: string
    readonly text: string
    readonly background: string
  }
  /** The sample's texts; default English. */
  readonly texts?: { readonly heading?: string; readonly paragraph?: string; readonly button?: string }
  /** The region's name; default "Style guide". */
  readonly label?: string
  /** Classes added to `vitrine-style-guide`. */
  readonly className?: string
}

/**
 * The font picker's style guide (EDITOR-003): a heading, a paragraph and a button drawn in the
 * chosen fonts and colours, so the merchant sees them together before saving. The button is a
 * sample, not a control (it is inert). Unstyled: `vitrine-style-guide`.
 *
 * @example
 * <StyleGuide headingFont='"Lora", serif' bodyFont="system-ui" colours={{ accent: "#1f4d3a", onAccent: "#fff", text: "#111", background: "#fff" }} />
 */
export const StyleGuide = (props: StyleGuideProps) => {
  const { colours } = props
  return (
    <section
      aria-label={props.label ?? "Style guide"}
      className={withClass("vitrine-style-guide", props.className)}
      style={{ fontFamily: props.bodyFont, color: colours.text, background: colours.background }}
    >
      <p className="vitrine-style-guide-heading" style={{ fontFamily: props.headingFont, fontWeight: 700 }}>
        {props.texts?.heading ?? "Handmade linen for every season"}
      </p>
      <p className="vitrine-style-guide-paragraph">
        {props.texts?.paragraph ??
          "Our shirts are woven in small batches from European flax, washed soft and cut to last. Free shipping on orders over $50."}
      </p>
      <span
        className="vitrine-style-guide-button"
        style={{ background: colours.accent, color: colours.onAccent, fontFamily: props.bodyFont }}
      >
        {props.texts?.button ?? "Shop now"}
      </span>
    </section>
  )
}
