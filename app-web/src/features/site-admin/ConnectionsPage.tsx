import { type ConnectionsClient, createConnectionsClient } from "@vitrine/adapter-http/client"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { AutomationConnectionPanel } from "./AutomationConnectionPanel.tsx"
import { CONNECTIONS_TEXT } from "./connections-text.ts"
import { MailingConnectionForm } from "./MailingConnectionForm.tsx"

// The browser's client, made once; tests hand their own.
let browserClient: ConnectionsClient | undefined
const browserConnectionsClient = (): ConnectionsClient => {
  browserClient ??= createConnectionsClient()
  return browserClient
}

/**
 * The admin's connections screen (`/admin/connections`, `site.manage`): the forms' mailing-list
 * connection (EDITOR-007, EDITOR-008, EDITOR-011) and the automation service's (EDITOR-009).
 *
 * @example
 * <ConnectionsPage />
 */
export const ConnectionsPage = (props: { readonly client?: ConnectionsClient }) => {
  const client = props.client ?? browserConnectionsClient()
  const [loaded, retry] = useLoad(() => client.connections(), "connections")
  return (
    <section className="site-admin" aria-busy={loaded.status === "loading"}>
      <PageHeading title={CONNECTIONS_TEXT.title} />
      {loaded.status === "loading" && <Spinner label={CONNECTIONS_TEXT.loading} />}
      {(loaded.status === "error" || loaded.status === "not-found") && (
        <ErrorScreen onRetry={retry} failure={loaded} />
      )}
      {loaded.status === "ready" && (
        <>
          <MailingConnectionForm client={client} saved={loaded.value.mailing} />
          <AutomationConnectionPanel client={client} automation={loaded.value.automation} />
        </>
      )}
    </section>
  )
}
