import { createContext } from "react"
import type { VitrineClient } from "../client.ts"
import { useProvided } from "./provided.ts"

/** The store client `<VitrineProvider>` was given. */
export const ClientContext = createContext<VitrineClient | null>(null)

/**
 * The store client of the nearest `<VitrineProvider>`, for calls the hooks do not make themselves.
 *
 * @example
 * const client = useVitrineClient()
 * const settings = await client.getSettings()
 */
export const useVitrineClient = (): VitrineClient => useProvided(ClientContext, "useVitrineClient")
