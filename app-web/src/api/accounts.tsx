import type { AccountClient } from "@vitrine/adapter-http/client"
import { createContext, type ReactNode, useContext } from "react"
import { loadClients } from "./browser-client.ts"
import { lazyClient } from "./lazy-client.ts"

export type { AccountClient, CartAdjustmentView, Credentials, StaffView } from "@vitrine/adapter-http/client"

const AccountClientContext = createContext<AccountClient | null>(null)

/**
 * Hands the accounts client (member and staff sessions) to the pages below it; tests pass a fake.
 *
 * @example
 * <AccountClientProvider client={createAccountClient()}>…</AccountClientProvider>
 */
export const AccountClientProvider = ({
  client,
  children,
}: {
  client: AccountClient
  children: ReactNode
}) => <AccountClientContext value={client}>{children}</AccountClientContext>

// The real client, made once, for a store rendered without one (the app itself); its code is loaded
// on its first call.
let browserClient: AccountClient | undefined

/**
 * The accounts client of the nearest provider, or the browser's own.
 *
 * @example
 * const accounts = useAccounts()
 */
export const useAccounts = (): AccountClient => {
  const client = useContext(AccountClientContext)
  if (client !== null) return client
  browserClient ??= lazyClient(() => loadClients().then((module) => module.createAccountClient()))
  return browserClient
}
