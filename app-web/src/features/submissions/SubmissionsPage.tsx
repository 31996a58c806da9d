import { type FormSubmission, NO_ANSWER } from "@vitrine/core/form"
import { useEffect, useId, useState } from "react"
import { type SubmissionsPage as Page, submissionsCsvPath, useFormClient } from "../../api/forms.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { type FailedLoad, failedLoad } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import { FORMS_PATH } from "../../router/routes.ts"

/** How many submissions a page of the list shows. */
export const SUBMISSIONS_PAGE_SIZE = 25

type Loaded =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly page: Page; readonly more: boolean }
  | FailedLoad

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
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" })
  const [attempt, setAttempt] = useState(0)
  const [loadingMore, setLoadingMore] = useState(false)
  // A next page that failed: the rows already shown stay, the failure's screen takes the button's place.
  const [moreFailed, setMoreFailed] = useState<FailedLoad | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same page again.
  useEffect(() => {
    let current = true
    setLoaded({ status: "loading" })
    setMoreFailed(null)
    forms.listSubmissions(formId, { search, limit: SUBMISSIONS_PAGE_SIZE }).then((result) => {
      if (!current) return
      if (result.ok) setLoaded({ status: "ready", page: result.value, more: result.value.next !== null })
      else setLoaded(failedLoad(result.error))
    })
    return () => {
      current = false
    }
  }, [forms, formId, search, attempt])

  const loadMore = async () => {
    if (loaded.status !== "ready" || loaded.page.next === null) return
    setLoadingMore(true)
    setMoreFailed(null)
    const result = await forms.listSubmissions(formId, {
      search,
      after: loaded.page.next,
      limit: SUBMISSIONS_PAGE_SIZE,
    })
    setLoadingMore(false)
    if (!result.ok) return setMoreFailed(failedLoad(result.error))
    setLoaded({
      status: "ready",
      page: { ...result.value, submissions: [...loaded.page.submissions, ...result.value.submissions] },
      more: result.value.next !== null,
    })
  }

  const title = loaded.status === "ready" ? `${loaded.page.form.name}: submissions` : "Submissions"
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
      {loaded.status === "error" && (
        <ErrorScreen onRetry={() => setAttempt((count) => count + 1)} failure={loaded} of="results" />
      )}
      {loaded.status === "not-found" && <p className="empty">This form has not been configured yet.</p>}
      {loaded.status === "ready" && <SubmissionsTable page={loaded.page} searched={search !== ""} />}
      {moreFailed !== null && <ErrorScreen onRetry={loadMore} failure={moreFailed} of="results" />}
      {loaded.status === "ready" && loaded.more && moreFailed === null && (
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={loadingMore}
          onClick={loadMore}
        >
          {loadingMore ? "Loading…" : "Load more"}
        </button>
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
