import { render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { HomeLayoutClient } from "@vitrine/adapter-http/client"
import {
  DEFAULT_MULTILINGUAL_SETTINGS,
  HOME_LAYOUT_MESSAGE,
  type HomeLayout,
  VIMEO_BASIC_MESSAGE,
} from "@vitrine/core/site"
import { describe, expect, it, vi } from "vitest"
import { navigate } from "../../router/history.ts"
import { HomeLayoutPage } from "./HomeLayoutPage.tsx"
import { HOME_TEXT } from "./text.ts"

const ok = <T,>(value: T) => ({ ok: true as const, value })
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36"
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36"

/** A home layout client over one saved layout; `save` answers what `answer` gives (default: it saves). */
const fakeHome = (
  initial: HomeLayout | null,
  answer?: (draft: HomeLayout) => Awaited<ReturnType<HomeLayoutClient["save"]>>,
) => {
  let saved = initial
  return {
    layout: vi.fn(async () => ok({ layout: saved })),
    save: vi.fn(async (draft: HomeLayout) => {
      const result = answer?.(draft) ?? ok({ layout: draft })
      if (result.ok) saved = result.value.layout
      return result
    }),
    languages: vi.fn(async () => ok(DEFAULT_MULTILINGUAL_SETTINGS)),
    files: vi.fn(async () => ok({ files: [] })),
    smugmugGalleries: vi.fn(async () => ok({ galleries: [] })),
  } satisfies HomeLayoutClient
}
const full = (count: number): HomeLayout => ({
  sections: [
    {
      padding: 6,
      blocks: Array.from({ length: count }, () => ({ kind: "code", html: "" }) as const),
    },
  ],
})

const user = userEvent.setup()
const open = async (client: HomeLayoutClient, userAgent = DESKTOP) => {
  render(<HomeLayoutPage client={client} userAgent={userAgent} />)
  await screen.findByRole("button", { name: HOME_TEXT.addSection })
}

describe("home page screen", { timeout: 20_000 }, () => {
  it("CONST-012 adds a section with a padding preset and a marquee with a wave, then saves and says Saved.", async () => {
    const client = fakeHome(null)
    await open(client)
    expect(screen.getByText(HOME_TEXT.empty)).toBeTruthy()
    await user.click(screen.getByRole("button", { name: HOME_TEXT.addSection }))
    const section = screen.getByRole("group", { name: "Section 1" })
    await user.click(within(section).getByRole("radio", { name: HOME_TEXT.paddingOption(12) }))
    await user.selectOptions(within(section).getByLabelText(HOME_TEXT.blockKind), "marquee")
    await user.click(within(section).getByRole("button", { name: HOME_TEXT.addBlock }))
    await user.clear(within(section).getByLabelText(HOME_TEXT.marqueeText))
    await user.type(within(section).getByLabelText(HOME_TEXT.marqueeText), "Summer sale")
    await user.click(within(section).getByRole("radio", { name: HOME_TEXT.waveOption(60) }))
    expect(screen.getByText(HOME_TEXT.blocks(1))).toBeTruthy()
    await user.click(screen.getByRole("button", { name: HOME_TEXT.save }))
    expect(await screen.findByText(HOME_TEXT.saved)).toBeTruthy()
    expect(client.save).toHaveBeenCalledWith({
      sections: [{ padding: 12, blocks: [{ kind: "marquee", text: "Summer sale", intensity: 60 }] }],
    })
  })

  it("reorders sections and blocks with buttons, and removes one", async () => {
    const client = fakeHome({
      sections: [
        {
          padding: 3,
          blocks: [
            { kind: "text", heading: "First", paragraph: { blocks: [] } },
            { kind: "code", html: "<p>x</p>" },
          ],
        },
        { padding: 12, blocks: [] },
      ],
    })
    await open(client)
    await user.click(screen.getByRole("button", { name: HOME_TEXT.moveDown("section 1, block 1 (text)") }))
    await user.click(screen.getByRole("button", { name: HOME_TEXT.moveDown("section 1") }))
    await user.click(screen.getByRole("button", { name: HOME_TEXT.remove("section 1") }))
    await user.click(screen.getByRole("button", { name: HOME_TEXT.save }))
    await screen.findByText(HOME_TEXT.saved)
    expect(client.save).toHaveBeenCalledWith({
      sections: [
        {
          padding: 3,
          blocks: [
            { kind: "code", html: "<p>x</p>" },
            { kind: "text", heading: "First", paragraph: { blocks: [] } },
          ],
        },
      ],
    })
  })

  it("the keyboard focus follows a moved section or block: on its button for that way, or the other one at the end", async () => {
    const text = (heading: string) => ({ kind: "text", heading, paragraph: { blocks: [] } }) as const
    const client = fakeHome({
      sections: [
        { padding: 3, blocks: [text("A"), text("B")] },
        { padding: 6, blocks: [] },
        { padding: 12, blocks: [] },
      ],
    })
    await open(client)
    const focused = () => document.activeElement?.textContent?.replace(/^\S+\s/, "")
    screen.getByRole("button", { name: HOME_TEXT.moveDown("section 1") }).focus()
    await user.keyboard("{Enter}")
    // Section 1 is now the second: its own ↓ has the focus, so Enter moves it on.
    expect(focused()).toBe(HOME_TEXT.moveDown("section 2"))
    expect(screen.getByRole("group", { name: "Section 2" }).textContent).toContain(HOME_TEXT.block(0, "text"))
    await user.keyboard("{Enter}")
    // Last now: ↓ is disabled, so its ↑ takes the focus.
    expect(focused()).toBe(HOME_TEXT.moveUp("section 3"))
    const last = screen.getByRole("group", { name: "Section 3" })
    within(last)
      .getByRole("button", { name: HOME_TEXT.moveUp("section 3, block 2 (text)") })
      .focus()
    await user.keyboard("{Enter}")
    expect(focused()).toBe(HOME_TEXT.moveDown("section 3, block 1 (text)"))
    await user.keyboard("{Enter}")
    expect(focused()).toBe(HOME_TEXT.moveUp("section 3, block 2 (text)"))
  })

  it("Save checks with core's Schema first: nothing is sent, each wrong field shows core's message beside it, and the first takes the focus", async () => {
    const client = fakeHome({
      sections: [
        {
          padding: 6,
          blocks: [
            { kind: "video", url: "https://example.com/not-a-video" },
            { kind: "marquee", text: "", intensity: 0 },
          ],
        },
      ],
    })
    await open(client)
    await user.click(screen.getByRole("button", { name: HOME_TEXT.save }))
    expect(await screen.findByText(HOME_TEXT.checkFields)).toBeTruthy()
    expect(client.save).not.toHaveBeenCalled()
    const video = screen.getByLabelText(HOME_TEXT.videoUrl)
    const marquee = screen.getByLabelText(HOME_TEXT.marqueeText)
    for (const [field, message] of [
      [video, HOME_LAYOUT_MESSAGE.videoUrl],
      [marquee, HOME_LAYOUT_MESSAGE.marqueeText],
    ] as const) {
      expect(field.getAttribute("aria-invalid")).toBe("true")
      const described = field.getAttribute("aria-describedby")?.split(" ") ?? []
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message)
    }
    expect(document.activeElement).toBe(video)
    await user.clear(video)
    await user.type(video, "https://vimeo.com/76979871")
    await user.type(marquee, "Summer")
    await user.click(screen.getByRole("button", { name: HOME_TEXT.save }))
    expect(await screen.findByText(HOME_TEXT.saved)).toBeTruthy()
    expect(client.save).toHaveBeenCalledTimes(1)
  })

  it("CONST-003 shows the count against 60 and adds no block past it", async () => {
    // Code blocks on Android: the lightest blocks to render, sixty of them.
    await open(fakeHome(full(60)), ANDROID)
    expect(screen.getByText(new RegExp(HOME_TEXT.blocks(60)))).toBeTruthy()
    const add = screen.getByRole("button", { name: HOME_TEXT.addBlock })
    expect(add.getAttribute("aria-disabled")).toBe("true")
    await user.click(add)
    expect(screen.getAllByRole("group", { name: /block \d+ \(code\)/ })).toHaveLength(60)
    expect(screen.getAllByText(HOME_TEXT.full).length).toBeGreaterThan(0)
  }, 60_000)

  it("EDITOR-044 a refused Vimeo video shows the message beside its address, and nothing is marked saved", async () => {
    const client = fakeHome(
      { sections: [{ padding: 6, blocks: [{ kind: "video", url: "https://vimeo.com/22222222" }] }] },
      () => ({
        ok: false,
        error: {
          status: 400,
          message: VIMEO_BASIC_MESSAGE,
          fieldErrors: { "sections.0.blocks.0.url": VIMEO_BASIC_MESSAGE },
          crumbFail: false,
        },
      }),
    )
    await open(client)
    await user.click(screen.getByRole("button", { name: HOME_TEXT.save }))
    const address = screen.getByLabelText(HOME_TEXT.videoUrl)
    expect(await screen.findAllByText(VIMEO_BASIC_MESSAGE)).toHaveLength(2)
    expect(address.getAttribute("aria-invalid")).toBe("true")
    expect(screen.queryByText(HOME_TEXT.saved)).toBeNull()
  })

  it("UI-016 Vimeo unreachable says 'Unable to connect. Please try again'", async () => {
    const client = fakeHome({ sections: [] }, () => ({
      ok: false,
      error: {
        status: 503,
        message: "Unable to connect. Please try again",
        fieldErrors: {},
        crumbFail: false,
      },
    }))
    await open(client)
    await user.click(screen.getByRole("button", { name: HOME_TEXT.save }))
    expect((await screen.findByRole("alert")).textContent).toBe("Unable to connect. Please try again")
  })

  it("EDITOR-045 on Android a code block shows 'Code editing is not available on Android.' instead of its editor", async () => {
    const layout: HomeLayout = { sections: [{ padding: 6, blocks: [{ kind: "code", html: "<p>x</p>" }] }] }
    await open(fakeHome(layout), ANDROID)
    expect(screen.getByText("Code editing is not available on Android.")).toBeTruthy()
    expect(screen.queryByLabelText(HOME_TEXT.code)).toBeNull()
  })

  it("a code block elsewhere shows its HTML editor", async () => {
    await open(fakeHome({ sections: [{ padding: 6, blocks: [{ kind: "code", html: "<p>x</p>" }] }] }))
    expect((screen.getByLabelText(HOME_TEXT.code) as HTMLTextAreaElement).value).toBe("<p>x</p>")
  })

  it("EDITOR-011 leaving with unsaved edits asks to save or discard; Keep editing stays, Save saves then leaves", async () => {
    window.history.replaceState(null, "", "/admin/home-page")
    const client = fakeHome({ sections: [] })
    render(
      <>
        <HomeLayoutPage client={client} userAgent={DESKTOP} />
        <a
          href="/admin/settings"
          onClick={(event) => {
            event.preventDefault()
            navigate("/admin/settings")
          }}
        >
          Settings
        </a>
      </>,
    )
    await user.click(await screen.findByRole("button", { name: HOME_TEXT.addSection }))
    await user.click(screen.getByRole("link", { name: "Settings" }))
    const prompt = screen.getByRole("alertdialog", { name: HOME_TEXT.unsavedTitle })
    expect(window.location.pathname).toBe("/admin/home-page")
    await user.click(within(prompt).getByRole("button", { name: HOME_TEXT.keepEditing }))
    expect(screen.queryByRole("alertdialog")).toBeNull()
    await user.click(screen.getByRole("link", { name: "Settings" }))
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: HOME_TEXT.saveAndLeave }),
    )
    expect(client.save).toHaveBeenCalledWith({ sections: [{ padding: 6, blocks: [] }] })
    await vi.waitFor(() => expect(window.location.pathname).toBe("/admin/settings"))
  })

  it("CONST-002 the preview frame is 1024 px on desktop, 428 on phone, 768 on tablet, one device pressed at a time", async () => {
    await open(fakeHome(null))
    const frame = () => screen.getByTitle(/Preview of the home page/) as HTMLIFrameElement
    expect(frame().style.width).toBe("1024px")
    await user.click(screen.getByRole("button", { name: HOME_TEXT.deviceWidth("Phone", 428) }))
    expect(frame().style.width).toBe("428px")
    expect(
      screen.getByRole("button", { name: HOME_TEXT.deviceWidth("Phone", 428) }).getAttribute("aria-pressed"),
    ).toBe("true")
    expect(
      screen
        .getByRole("button", { name: HOME_TEXT.deviceWidth("Desktop", 1024) })
        .getAttribute("aria-pressed"),
    ).toBe("false")
    await user.click(screen.getByRole("button", { name: HOME_TEXT.deviceWidth("Tablet", 768) }))
    expect(frame().style.width).toBe("768px")
  })

  it("the screen reads the site's languages for the preview: a picker with two, none when they cannot be read", async () => {
    const bilingual = {
      ...fakeHome(null),
      languages: vi.fn(async () =>
        ok({
          ...DEFAULT_MULTILINGUAL_SETTINGS,
          languages: [
            { tag: "en", published: true },
            { tag: "fr", published: true },
          ],
        }),
      ),
    }
    const first = render(<HomeLayoutPage client={bilingual} userAgent={DESKTOP} />)
    const picker = (await screen.findByLabelText(HOME_TEXT.previewLanguage)) as HTMLSelectElement
    expect([...picker.options].map((option) => option.text)).toEqual(["English", "French"])
    first.unmount()
    const unread = {
      ...fakeHome(null),
      languages: vi.fn(async () => ({
        ok: false as const,
        error: { status: 503, message: "Try again", fieldErrors: {}, crumbFail: false },
      })),
    }
    await open(unread)
    expect(unread.languages).toHaveBeenCalled()
    expect(screen.queryByLabelText(HOME_TEXT.previewLanguage)).toBeNull()
  })
})
