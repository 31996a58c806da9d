import type { SiteClient } from "@vitrine/adapter-http/client"
import { HEADER_FOOTER_LIMITS, type SiteHeaderFooter } from "@vitrine/core/site"
import { useId, useState } from "react"
import { SaveActions } from "../admin/SaveActions.tsx"
import { FieldError } from "./FieldError.tsx"
import { LinkListEditor } from "./LinkListEditor.tsx"
import { SITE_TEXT } from "./text.ts"

type Status =
  | { readonly phase: "idle" | "saving" | "saved" }
  | { readonly phase: "failed"; readonly message: string; readonly errors: Readonly<Record<string, string>> }

const NO_ERRORS: Readonly<Record<string, string>> = {}

/**
 * The header and footer editor (SITE-001): site title, announcement and navigation links; footer
 * text and links; one save for both (API-032). "Saving…" and "Saved." are announced politely; a
 * refusal is an alert, and each field the server refused shows its own message beside it.
 *
 * @example
 * <HeaderFooterForm client={client} saved={headerFooter} />
 */
export const HeaderFooterForm = ({ client, saved }: { client: SiteClient; saved: SiteHeaderFooter }) => {
  const [draft, setDraft] = useState<SiteHeaderFooter>(saved)
  const [status, setStatus] = useState<Status>({ phase: "idle" })
  const id = useId()
  const errors = status.phase === "failed" ? status.errors : NO_ERRORS
  const edit = (next: SiteHeaderFooter) => {
    setDraft(next)
    if (status.phase === "saved") setStatus({ phase: "idle" })
  }
  const header = (part: Partial<SiteHeaderFooter["header"]>) =>
    edit({ ...draft, header: { ...draft.header, ...part } })
  const footer = (part: Partial<SiteHeaderFooter["footer"]>) =>
    edit({ ...draft, footer: { ...draft.footer, ...part } })

  const save = async () => {
    if (status.phase === "saving") return
    setStatus({ phase: "saving" })
    const result = await client.saveHeaderFooter(draft)
    if (!result.ok)
      return setStatus({ phase: "failed", message: result.error.message, errors: result.error.fieldErrors })
    setDraft(result.value)
    setStatus({ phase: "saved" })
  }

  const text = (
    name: string,
    label: string,
    value: string,
    max: number,
    onChange: (value: string) => void,
    hint?: string,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={value}
        maxLength={max}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [hint && `${id}-${name}-hint`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(" ") ||
          undefined
        }
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-${name}-hint`} className="settings-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  )

  return (
    <form
      className="settings-form header-footer-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <fieldset>
        <legend>{SITE_TEXT.header}</legend>
        {text(
          "header.siteTitle",
          SITE_TEXT.siteTitle,
          draft.header.siteTitle,
          HEADER_FOOTER_LIMITS.siteTitle,
          (siteTitle) => header({ siteTitle }),
        )}
        {text(
          "header.announcement",
          SITE_TEXT.announcement,
          draft.header.announcement,
          HEADER_FOOTER_LIMITS.announcement,
          (announcement) => header({ announcement }),
          SITE_TEXT.announcementHint,
        )}
        <LinkListEditor
          legend={SITE_TEXT.headerLinks}
          path="header.links"
          links={draft.header.links}
          max={HEADER_FOOTER_LIMITS.links}
          errors={errors}
          onChange={(links) => header({ links })}
        />
      </fieldset>
      <fieldset>
        <legend>{SITE_TEXT.footer}</legend>
        {text(
          "footer.text",
          SITE_TEXT.footerText,
          draft.footer.text,
          HEADER_FOOTER_LIMITS.footerText,
          (value) => footer({ text: value }),
        )}
        <LinkListEditor
          legend={SITE_TEXT.footerLinks}
          path="footer.links"
          links={draft.footer.links}
          max={HEADER_FOOTER_LIMITS.links}
          errors={errors}
          onChange={(links) => footer({ links })}
        />
      </fieldset>
      <SaveActions status={status} texts={SITE_TEXT} />
    </form>
  )
}
