import { render } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fakeClient } from "../../test/fake-client.ts"
import { renderWith } from "../../test/render.tsx"
import { useCart } from "../cart/use-cart.ts"
import { useStoreSettings } from "../settings/use-store-settings.ts"
import { useVitrineClient } from "./client-context.ts"

afterEach(() => vi.restoreAllMocks())

const Using = (props: { readonly hook: () => unknown }) => {
  props.hook()
  return <p>inside</p>
}

describe("the provider's context accessors", () => {
  it.each([
    ["useCart", useCart],
    ["useVitrineClient", useVitrineClient],
    ["useStoreSettings", useStoreSettings],
  ] as const)("UTIL-005 %s throws outside <VitrineProvider>, naming itself", (name, hook) => {
    // React reports the thrown render to the console as well; the assertion is on the error itself.
    vi.spyOn(console, "error").mockImplementation(() => {})
    expect(() => render(<Using hook={hook} />)).toThrow(`${name} needs a <VitrineProvider> above it`)
  })

  it("UTIL-005 inside the provider the same accessors give their values", () => {
    const view = renderWith(
      <Using
        hook={() => {
          expect(useVitrineClient()).toBeDefined()
          expect(typeof useCart().add).toBe("function")
          expect(useStoreSettings()).toBeDefined()
        }}
      />,
      fakeClient(),
    )
    expect(view.getByText("inside")).toBeDefined()
  })
})
