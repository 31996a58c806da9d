import type { CaptchaHandle } from "@vitrine/react"
import { useCallback, useRef } from "react"

/**
 * The captcha's token as something to wait for: the widget hands tokens to `onToken` as it solves;
 * `next()` resolves with the current one, or the next one to come, or null after `waitMs` (the box
 * then sends without one and shows the server's refusal). A token is spent by the sign-up it goes
 * with, so `spent()` forgets it and has the widget solve a fresh challenge for the next try.
 *
 * @example
 * const captcha = useCaptchaToken(RESTOCK_TOKEN_WAIT_MS)
 * <Captcha onToken={captcha.onToken} handle={captcha.handle} … />
 * const token = await captcha.next()
 */
export const useCaptchaToken = (waitMs: number) => {
  const token = useRef<string | null>(null)
  const waiting = useRef<((token: string | null) => void)[]>([])
  const handle = useRef<CaptchaHandle | null>(null)
  const onToken = useCallback((next: string | null) => {
    token.current = next
    if (next !== null) for (const resolve of waiting.current.splice(0)) resolve(next)
  }, [])
  const next = useCallback(
    (): Promise<string | null> =>
      token.current !== null
        ? Promise.resolve(token.current)
        : new Promise((resolve) => {
            waiting.current.push(resolve)
            setTimeout(() => resolve(null), waitMs)
          }),
    [waitMs],
  )
  const spent = useCallback(() => {
    token.current = null
    handle.current?.reset()
  }, [])
  return { onToken, next, spent, handle }
}
