/** How long a tween runs when its caller names no duration, in ms (UTIL-011). */
export const DEFAULT_TWEEN_MS = 300

/** Options of {@link tween}. `frame` and `now` are the browser's unless a test steps time itself. */
export interface TweenOptions {
  readonly from: number
  readonly to: number
  /** In ms; `DEFAULT_TWEEN_MS` (300) when left out. 0 or less jumps to `to` on the first frame. */
  readonly durationMs?: number
  /** Maps elapsed time (0–1) to progress (0–1); `easeInOut` when left out. */
  readonly easing?: (t: number) => number
  readonly onFrame: (value: number) => void
  readonly frame?: (step: () => void) => unknown
  readonly now?: () => number
}

/** A running tween: `finished` resolves after the last frame, or at once when cancelled. */
export interface Tween {
  readonly finished: Promise<void>
  cancel(): void
}

/**
 * A smooth, symmetric ease (cubic in, cubic out): starts and ends gently, so a scroll or a moving
 * panel does not jerk.
 *
 * @example
 * easeInOut(0.5) // 0.5
 */
export const easeInOut = (t: number): number => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2)

/**
 * The value a tween shows `elapsedMs` after it started: `from` at 0, exactly `to` from `durationMs` on.
 *
 * @example
 * tweenValue({ from: 0, to: 100, durationMs: 300 }, 300) // 100
 */
export const tweenValue = (
  options: Pick<TweenOptions, "from" | "to" | "durationMs" | "easing">,
  elapsedMs: number,
): number => {
  const { from, to, durationMs = DEFAULT_TWEEN_MS, easing = easeInOut } = options
  if (durationMs <= 0 || elapsedMs >= durationMs) return to
  return from + (to - from) * easing(Math.max(0, elapsedMs) / durationMs)
}

/**
 * Animates a number from `from` to `to` over `durationMs` (default 300 ms, UTIL-011), one
 * `onFrame(value)` per animation frame and a last one with exactly `to`. Used by `scrollToElement`;
 * any storefront can move its own things with it.
 *
 * @example
 * tween({ from: 0, to: 1, onFrame: (opacity) => (panel.style.opacity = String(opacity)) })
 */
export const tween = (options: TweenOptions): Tween => {
  const frame = options.frame ?? ((step: () => void) => requestAnimationFrame(step))
  const now = options.now ?? (() => performance.now())
  let cancelled = false
  let finish: () => void = () => {}
  const finished = new Promise<void>((resolve) => {
    finish = resolve
  })
  const started = now()
  const step = () => {
    if (cancelled) return
    const elapsed = now() - started
    options.onFrame(tweenValue(options, elapsed))
    if (elapsed >= (options.durationMs ?? DEFAULT_TWEEN_MS)) finish()
    else frame(step)
  }
  frame(step)
  return {
    finished,
    cancel: () => {
      cancelled = true
      finish()
    },
  }
}
