import { type FormSubmission, NO_ANSWER } from "@vitrine/core/form"
import { useId, useState } from "react"
import { type SubmissionsPage as Page, submissionsCsvPath, useFormClient } from "../../api/forms.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { MorePages } from "../../components/MorePages.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { useNextPages } from "../../components/use-next-pages.ts"
import { Link } from "../../router/Link.tsx"
import { FORMS_PATH } from "../../router/routes.ts"

/** How many submissions a page of the list shows. */
export const SUBMISSIONS_PAGE_SIZE = 25

const when = (submission: FormSubmission): string =>
  new Date(submission.submittedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })

/**
 * One form's submissions for the merchant (`/admin/forms/:formId`), newest first: a search over the
 * answers, a table with one column per field (answers as text, never markup; "N/A" for an empty one,
 * FORM-013), "Load more" for the next page, and the CSV download of what the search finds. A list
 * that does not load says how it failed (`ErrorScreen`); a next page that does not keeps the rows
 * shown, with the failure's screen in place of "Load more".
 *
 * @example
 * <SubmissionsPage formId="contact" />
 */
export const SubmissionsPage = ({ formId }: { formId: string }) => {
  const forms = useFormClient()
  const searchId = useId()
  const [typed, setTyped] = useState("")
  const [search, setSearch] = useState("")
  const [loaded, retry] = useLoad(
    () => forms.listSubmissions(formId, { search, limit: SUBMISSIONS_PAGE_SIZE }),
    `${formId}/${search}`,
  )
  // A new search starts the list over: the next pages are keyed by it.
  const more = useNextPages<FormSubmission>(
    async (after) => {
      const page = await forms.listSubmissions(formId, { search, after, limit: SUBMISSIONS_PAGE_SIZE })
      return page.ok ? { ok: true, value: { items: page.value.submissions, cursor: page.value.next } } : page
    },
    loaded.status === "ready" ? loaded.value.next : null,
    `${formId}/${search}`,
  )

  const title = loaded.status === "ready" ? `${loaded.value.form.name}: submissions` : "Submissions"
  return (
    <section className="admin-submissions" aria-busy={loaded.status === "loading"}>
      <p className="breadcrumb">
        <Link href={FORMS_PATH}>Forms</Link>
      </p>
      <PageHeading title={title} />
      <search className="submissions-search">
        <form
          className="submissions-search-form"
          onSubmit={(event) => {
            event.preventDefault()
            setSearch(typed.trim())
          }}
        >
          <label htmlFor={searchId}>Search answers</label>
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button button-small">
            Search
          </button>
          <a
            className="button button-small button-secondary"
            href={submissionsCsvPath(formId, search)}
            download
          >
            Download CSV
          </a>
        </form>
      </search>
      {loaded.status === "loading" && <Spinner label="Loading submissions" />}
      {loaded.status === "error" && <ErrorScreen onRetry={retry} failure={loaded} of="results" />}
      {loaded.status === "not-found" && <p className="empty">This form has not been configured yet.</p>}
      {loaded.status === "ready" && (
        <>
          <SubmissionsTable
            page={{ ...loaded.value, submissions: [...loaded.value.submissions, ...more.items] }}
            searched={search !== ""}
          />
          <MorePages pages={more} label="Load more" className="button button-secondary" of="results" />
        </>
      )}
    </section>
  )
}

const SubmissionsTable = ({ page, searched }: { page: Page; searched: boolean }) => {
  if (page.submissions.length === 0) {
    return <p className="empty">{searched ? "No submission matches this search." : "No submissions yet."}</p>
  }
  const columns = page.form.fields.filter((field) => field.type !== "section")
  return (
    // A wide table scrolls sideways: its region takes focus so a keyboard can scroll it (axe's
    // scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="table-scroll" aria-label="Submissions" tabIndex={0}>
      <table className="submissions-table">
        <thead>
          <tr>
            <th scope="col">Submitted</th>
            {columns.map((field) => (
              <th key={field.id} scope="col">
                {field.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.submissions.map((submission) => {
            const byField = new Map(submission.answers.map((answer) => [answer.fieldId, answer.text]))
            return (
              <tr key={submission.id}>
                <th scope="row">{when(submission)}</th>
                {columns.map((field) => (
                  <td key={field.id}>{byField.get(field.id) || NO_ANSWER}</td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
