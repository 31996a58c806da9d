import { type ReactNode, type RefObject, useEffect, useRef } from "react"
import { hasNavigated } from "../router/history.ts"

/**
 * A page's h1. It takes focus when the page opens, so keyboard and screen-reader users start at the
 * new page's content after an in-app navigation, and it sets the document title. Pass `ref` to
 * move focus back to it later (after the element that had focus went away).
 *
 * @example
 * <PageHeading title="Your cart" />
 */
export const PageHeading = ({
  title,
  children,
  ref,
}: {
  title: string
  children?: ReactNode
  ref?: RefObject<HTMLHeadingElement | null>
}) => {
  const own = useRef<HTMLHeadingElement>(null)
  const heading = ref ?? own
  useEffect(() => {
    document.title = `${title} · Vitrine`
    // The first page of a visit keeps the browser's own starting focus.
    if (hasNavigated()) heading.current?.focus()
  }, [title, heading])
  return (
    <h1 ref={heading} tabIndex={-1} className="page-heading">
      {children ?? title}
    </h1>
  )
}
