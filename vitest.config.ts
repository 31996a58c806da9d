import { defaultClientConditions, defaultServerConditions } from "vite"
import { defineConfig } from "vitest/config"

// Workspace packages export their TypeScript sources under the "source" condition, so tests run the
// code as written with no build step in between.
const resolve = { conditions: ["source", ...defaultClientConditions] }
const ssr = {
  resolve: { conditions: ["source", ...defaultServerConditions], externalConditions: ["source"] },
}

export default defineConfig({
  test: {
    projects: [
      // Property tests run thousands of cases: on a loaded 2-core machine the 5 s default is too tight.
      { resolve, ssr, test: { name: "core", include: ["core/src/**/*.test.ts"], testTimeout: 30_000 } },
      { resolve, ssr, test: { name: "packaging", include: ["packaging/**/*.test.ts"] } },
      {
        resolve,
        ssr,
        test: {
          name: "adapters",
          include: [
            "adapters/*/src/**/*.test.ts",
            "adapters/*/test/**/*.test.ts",
            "contract-tests/src/**/*.test.ts",
          ],
          globalSetup: ["contract-tests/src/setup/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: "server",
          include: ["app-server/src/**/*.test.ts", "app-server/test/**/*.test.ts"],
          globalSetup: ["contract-tests/src/setup/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: "react",
          include: ["react/src/**/*.test.{ts,tsx}"],
          // Rendering tests on a 2-core machine shared with other jobs: the first test of a file pays for the warm-up.
          testTimeout: 15_000,
          environment: "jsdom",
          setupFiles: ["react/test/setup.ts"],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: "web",
          include: ["app-web/src/**/*.test.{ts,tsx}"],
          // As for react: the first test of a file pays for the warm-up on the loaded 2-core machine.
          testTimeout: 15_000,
          environment: "jsdom",
          setupFiles: ["react/test/setup.ts"],
        },
      },
      // The store's build plugins: they run in Node, on the bundles Vite hands them.
      {
        resolve,
        ssr,
        test: { name: "web-build", include: ["app-web/vite-plugins/**/*.test.ts"], testTimeout: 30_000 },
      },
      {
        resolve,
        ssr,
        test: { name: "tracker", include: ["tracker/src/**/*.test.ts"], environment: "jsdom" },
      },
      {
        resolve,
        ssr,
        test: {
          name: "e2e",
          include: ["app-web/e2e/**/*.e2e.ts"],
          globalSetup: ["contract-tests/src/setup/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
