import type { FormClient } from "@vitrine/adapter-http/client"
import { createContext, type ReactNode, useContext } from "react"
import { loadClients } from "./browser-client.ts"
import { lazyClient, unreachable } from "./lazy-client.ts"

export type { FormClient, SubmissionsPage } from "@vitrine/adapter-http/client"
export { submissionsCsvPath } from "@vitrine/adapter-http/client"

const FormClientContext = createContext<FormClient | null>(null)

// Made on first use when no provider gave one: the same-origin HTTP client, its code loaded on its
// first call. Recording a newsletter sign-up answers whether it was recorded: not, without the code.
let httpClient: FormClient | undefined
const offline = (method: keyof FormClient) =>
  method === "recordNewsletterSubscribe" ? async () => false : unreachable

/**
 * Gives the pages below it a form client (tests pass a fake; without a provider the pages use the
 * same-origin HTTP client).
 *
 * @example
 * <FormClientProvider client={fakeForms}>…</FormClientProvider>
 */
export const FormClientProvider = ({ client, children }: { client: FormClient; children: ReactNode }) => (
  <FormClientContext value={client}>{children}</FormClientContext>
)

/**
 * The form client: the provider's, else the same-origin HTTP client.
 *
 * @example
 * const forms = useFormClient()
 */
export const useFormClient = (): FormClient => {
  const provided = useContext(FormClientContext)
  if (provided !== null) return provided
  httpClient ??= lazyClient(() => loadClients().then((module) => module.createFormClient()), offline)
  return httpClient
}
