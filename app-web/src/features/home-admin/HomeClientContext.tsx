import type { HomeLayoutClient } from "@vitrine/adapter-http/client"
import { createContext, useContext } from "react"

const HomeClient = createContext<HomeLayoutClient | null>(null)

/** Hands the screen's client to the block editors that read through it (album files, Smugmug galleries). */
export const HomeClientProvider = HomeClient.Provider

/**
 * The home page screen's client, for a block editor that reads the file list or Smugmug's galleries.
 *
 * @example
 * const client = useHomeClient()
 */
export const useHomeClient = (): HomeLayoutClient => {
  const client = useContext(HomeClient)
  if (client === null) throw new Error("useHomeClient needs a HomeClientProvider")
  return client
}
