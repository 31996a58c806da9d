import type { SiteLink } from "@vitrine/core/site"
import { useId } from "react"
import { FieldError } from "./FieldError.tsx"
import { SITE_TEXT } from "./text.ts"

/**
 * A list of header or footer links to edit: each a name and a target, removable, and a button to add
 * one (up to `max`). `errors` are the server's messages by field path, `path` this list's
 * (`header.links`), so each row shows its own.
 *
 * @example
 * <LinkListEditor legend="Footer links" path="footer.links" links={links} max={8} errors={{}} onChange={setLinks} />
 */
export const LinkListEditor = (props: {
  readonly legend: string
  readonly path: string
  readonly links: readonly SiteLink[]
  readonly max: number
  readonly errors: Readonly<Record<string, string>>
  readonly onChange: (links: readonly SiteLink[]) => void
}) => {
  const id = useId()
  const change = (index: number, part: Partial<SiteLink>) =>
    props.onChange(props.links.map((link, at) => (at === index ? { ...link, ...part } : link)))
  return (
    <fieldset className="link-list">
      <legend>{props.legend}</legend>
      <FieldError id={`${id}-list`} message={props.errors[props.path]} />
      {props.links.map((link, index) => {
        const at = `${props.path}.${index}`
        const label = props.errors[`${at}.label`]
        const href = props.errors[`${at}.href`]
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the list is the merchant's order.
          <div className="link-row" key={index}>
            <div className="field">
              <label htmlFor={`${id}-${index}-label`}>{SITE_TEXT.linkLabel}</label>
              <input
                id={`${id}-${index}-label`}
                value={link.label}
                aria-invalid={label ? true : undefined}
                aria-describedby={label ? `${id}-${index}-label-error` : undefined}
                onChange={(event) => change(index, { label: event.target.value })}
              />
              <FieldError id={`${id}-${index}-label-error`} message={label} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-${index}-href`}>{SITE_TEXT.linkHref}</label>
              <input
                id={`${id}-${index}-href`}
                value={link.href}
                placeholder={SITE_TEXT.linkHrefHint}
                aria-invalid={href ? true : undefined}
                aria-describedby={href ? `${id}-${index}-href-error` : undefined}
                onChange={(event) => change(index, { href: event.target.value })}
              />
              <FieldError id={`${id}-${index}-href-error`} message={href} />
            </div>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => props.onChange(props.links.filter((_, at) => at !== index))}
            >
              {SITE_TEXT.removeLink(link.label)}
            </button>
          </div>
        )
      })}
      {props.links.length < props.max && (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => props.onChange([...props.links, { label: "", href: "/" }])}
        >
          {SITE_TEXT.addLink}
        </button>
      )}
    </fieldset>
  )
}
