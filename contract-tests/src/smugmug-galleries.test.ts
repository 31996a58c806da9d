import {
  cannedSmugmugGalleries,
  DEMO_SMUGMUG_ACCOUNTS,
  DEMO_SMUGMUG_UNREACHABLE,
  smugmugApi,
} from "@vitrine/adapter-smugmug"
import { memorySmugmugGalleries } from "@vitrine/core/memory"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"
import { fakeSmugmug } from "./setup/fake-smugmug.ts"
import { suite } from "./smugmug-galleries.contract.spec.ts"

const smugmug = fakeSmugmug("smugmug-key", DEMO_SMUGMUG_ACCOUNTS, [DEMO_SMUGMUG_UNREACHABLE])
const mswServer = setupServer(...smugmug.handlers)
beforeAll(() => mswServer.listen({ onUnhandledFrame: "error" }))
afterEach(() => mswServer.resetHandlers(...smugmug.handlers))
afterAll(() => mswServer.close())

const unreachable = { unreachable: [DEMO_SMUGMUG_UNREACHABLE] }
suite(
  "memory",
  () => memorySmugmugGalleries(DEMO_SMUGMUG_ACCOUNTS, unreachable),
  DEMO_SMUGMUG_ACCOUNTS,
  DEMO_SMUGMUG_UNREACHABLE,
)
suite(
  "canned (the reference store's default)",
  () => cannedSmugmugGalleries(),
  DEMO_SMUGMUG_ACCOUNTS,
  DEMO_SMUGMUG_UNREACHABLE,
)
suite(
  "Smugmug API v2, played by MSW",
  () => smugmugApi({ apiKey: "smugmug-key" }),
  DEMO_SMUGMUG_ACCOUNTS,
  DEMO_SMUGMUG_UNREACHABLE,
)
