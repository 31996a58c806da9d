import { type ConnectionsClient, createConnectionsClient } from "@vitrine/adapter-http/client"
import { LoadedAdminScreen, madeOnce } from "../admin/LoadedAdminScreen.tsx"
import { AutomationConnectionPanel } from "./AutomationConnectionPanel.tsx"
import { CONNECTIONS_TEXT } from "./connections-text.ts"
import { MailingConnectionForm } from "./MailingConnectionForm.tsx"
import { SubscribersPanel } from "./SubscribersPanel.tsx"

// The browser's client, made once; tests hand their own.
const browserConnectionsClient = madeOnce(createConnectionsClient)

/**
 * The admin's connections screen (`/admin/connections`, `site.manage`): the forms' mailing-list
 * connection (EDITOR-007, EDITOR-008, EDITOR-011), the lists' subscribers, and the automation
 * service's connection (EDITOR-009).
 *
 * @example
 * <ConnectionsPage />
 */
export const ConnectionsPage = (props: { readonly client?: ConnectionsClient }) => {
  const client = props.client ?? browserConnectionsClient()
  return (
    <LoadedAdminScreen
      title={CONNECTIONS_TEXT.title}
      loading={CONNECTIONS_TEXT.loading}
      load={() => client.connections()}
      loadKey="connections"
    >
      {(value) => (
        <>
          <MailingConnectionForm client={client} saved={value.mailing} />
          <SubscribersPanel
            client={client}
            lists={value.lists}
            listId={value.mailing?.listId ?? value.lists[0]?.id ?? "newsletter"}
          />
          <AutomationConnectionPanel client={client} automation={value.automation} />
        </>
      )}
    </LoadedAdminScreen>
  )
}
