import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { FORMS_REFUSED, FormsSection } from "./FormsSection.tsx"

// Which forms page a role may see: the server refuses anyway (403); this is what the shell shows.
describe("the forms section of the admin shell", () => {
  it.each([
    ["forms", [], FORMS_REFUSED.read],
    ["submissions", ["forms.manage"], FORMS_REFUSED.read],
    ["edit-form", ["submissions.read"], FORMS_REFUSED.manage],
    ["new-form", [], FORMS_REFUSED.manage],
  ])("%s with the permissions %j says '%s' and loads nothing", (section, permissions, message) => {
    render(<FormsSection section={section} formId="contact" permissions={permissions} />)
    expect(screen.getByRole("alert").textContent).toBe(message)
    expect(screen.queryByRole("heading")).toBeNull()
  })
})
