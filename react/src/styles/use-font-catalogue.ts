import { useCallback, useEffect, useRef, useState } from "react"

/** A font of the picker's list, as `GET /api/site-styles/fonts` answers it. */
export interface PickerFont {
  readonly id: string
  readonly name: string
  /** The CSS `font-family` value that shows it (its name, then fallbacks). */
  readonly stack: string
  /** Its files by weight; none for a system font, which needs no loading. */
  readonly files: ReadonlyArray<{ readonly weight: number; readonly url: string }>
}

/** Where a font's preview stands: its files loading, loaded (or none needed), or failed. */
export type PreviewState = "loading" | "loaded" | "failed"

/** The font list and each font's preview, as {@link useFontCatalogue} keeps them. */
export type FontCatalogue =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly retry: () => void }
  | {
      readonly status: "loaded"
      readonly fonts: ReadonlyArray<PickerFont>
      readonly previews: Readonly<Record<string, PreviewState>>
      readonly retryPreview: (fontId: string) => void
    }

type ListState =
  | { readonly status: "loading" | "failed" }
  | { readonly status: "loaded"; readonly fonts: ReadonlyArray<PickerFont> }

/**
 * Loads a font's files into the page under its name with the browser's FontFace API, so the
 * picker shows it in its own face; rejects when any file fails.
 *
 * @example
 * await loadFontFaces({ id: "lora", name: "Lora", stack: '"Lora", serif', files: [{ weight: 400, url: "/fonts/v1/lora-400.woff2" }] })
 */
export const loadFontFaces = async (font: PickerFont): Promise<void> => {
  const faces = await Promise.all(
    font.files.map((file) =>
      new FontFace(font.name, `url(${file.url})`, { weight: String(file.weight) }).load(),
    ),
  )
  for (const face of faces) document.fonts.add(face)
}

/**
 * The font picker's list (EDITOR-003): read once with `loadList` (a failure is the `failed` state,
 * "Unable to load fonts", with `retry`, EDITOR-042), then each font's files loaded with
 * `loadFaces` (default {@link loadFontFaces}) so it can be previewed in its own face; a font whose
 * files fail is `failed` in `previews` (EDITOR-043) until `retryPreview` loads it again.
 *
 * @example
 * const catalogue = useFontCatalogue(async () => (await client.fonts()).value.fonts)
 */
export const useFontCatalogue = (
  loadList: () => Promise<ReadonlyArray<PickerFont>>,
  loadFaces: (font: PickerFont) => Promise<void> = loadFontFaces,
): FontCatalogue => {
  const [list, setList] = useState<ListState>({ status: "loading" })
  const [previews, setPreviews] = useState<Record<string, PreviewState>>({})
  const [attempt, setAttempt] = useState(0)
  // The loaders as first given: a caller passing a new arrow each render must not reload the list.
  const loaders = useRef({ loadList, loadFaces })

  const preview = useCallback((font: PickerFont) => {
    if (font.files.length === 0) return setPreviews((now) => ({ ...now, [font.id]: "loaded" }))
    setPreviews((now) => ({ ...now, [font.id]: "loading" }))
    loaders.current.loadFaces(font).then(
      () => setPreviews((now) => ({ ...now, [font.id]: "loaded" })),
      () => setPreviews((now) => ({ ...now, [font.id]: "failed" })),
    )
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what a retry changes.
  useEffect(() => {
    let live = true
    setList({ status: "loading" })
    loaders.current.loadList().then(
      (fonts) => {
        if (!live) return
        setList({ status: "loaded", fonts })
        for (const font of fonts) preview(font)
      },
      () => live && setList({ status: "failed" }),
    )
    return () => {
      live = false
    }
  }, [attempt, preview])

  if (list.status !== "loaded") {
    return list.status === "failed"
      ? { status: "failed", retry: () => setAttempt((n) => n + 1) }
      : { status: "loading" }
  }
  const { fonts } = list
  return {
    status: "loaded",
    fonts,
    previews,
    retryPreview: (fontId) => {
      const font = fonts.find((candidate) => candidate.id === fontId)
      if (font) preview(font)
    },
  }
}
