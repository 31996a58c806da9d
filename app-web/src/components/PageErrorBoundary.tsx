import { ENGLISH } from "@vitrine/core/site"
import { Component, type ReactNode } from "react"
import { usePageText } from "../ssr/page-language.ts"

/**
 * The texts of a page that crashed while rendering: the spec's "Something went wrong" (UI-014) and
 * its "Try again" (UI-020).
 *
 * @example
 * screen.getByText(PAGE_CRASH_TEXT.message)
 */
export const PAGE_CRASH_TEXT = { message: ENGLISH.somethingWentWrong, retry: ENGLISH.tryAgainButton } as const

// The crash's screen in the page's language (SITE-009): a function component, to read the page data.
const Crashed = ({ onRetry }: { onRetry: () => void }) => {
  const text = usePageText()
  return (
    <section className="state-screen" role="alert">
      <p>{text("somethingWentWrong")}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {text("tryAgainButton")}
      </button>
    </section>
  )
}

interface Props {
  /** The page's path: a crash is forgotten when the visitor moves to another page. */
  readonly path: string
  readonly children: ReactNode
}

interface State {
  readonly crashed: boolean
  readonly path: string
}

/**
 * Keeps a page that throws while rendering (a bug, a chunk that did not arrive) from blanking the
 * whole store: the header, pill and footer stay, and the page's place says "Something went wrong"
 * with Try again, which renders the page afresh; moving to another path does too (the page is not
 * remounted for it, so a page that did not crash keeps its state). React logs the error itself (its
 * `onCaughtError`, the console by default).
 *
 * @example
 * <PageErrorBoundary path={path}><Page route={route} /></PageErrorBoundary>
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { crashed: false, path: this.props.path }

  static getDerivedStateFromError(): Partial<State> {
    return { crashed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { crashed: false, path: props.path }
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children
    return <Crashed onRetry={() => this.setState({ crashed: false })} />
  }
}
