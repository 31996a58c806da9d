import { describe } from "@effect/vitest"
import { suite as accountRepositorySuite } from "./account-repository.contract.spec.ts"
import { suite as cartAdditionsSuite } from "./cart-additions.contract.spec.ts"
import { suite as cartAnswersSuite } from "./cart-answers.contract.spec.ts"
import { suite as cartMembersSuite } from "./cart-members.contract.spec.ts"
import { suite as cartRepositorySuite } from "./cart-repository.contract.spec.ts"
import { suite as catalogSuite } from "./catalog.contract.spec.ts"
import { suite as eventStoreSuite } from "./event-store.contract.spec.ts"
import { suite as fileJobsSuite } from "./file-jobs.contract.spec.ts"
import { suite as formRepositorySuite } from "./form-repository.contract.spec.ts"
import { suite as homeLayoutSuite } from "./home-layout.contract.spec.ts"
import { suite as inventorySuite } from "./inventory.contract.spec.ts"
import { suite as listSubscribersSuite } from "./list-subscribers.contract.spec.ts"
import { suite as multilingualSuite } from "./multilingual.contract.spec.ts"
import { suite as orderRepositorySuite } from "./order-repository.contract.spec.ts"
import { suite as outboxSuite } from "./outbox.contract.spec.ts"
import { suite as preferencesSuite } from "./preferences-repository.contract.spec.ts"
import { suite as restockSuite } from "./restock-repository.contract.spec.ts"
import { suite as sessionsSuite } from "./sessions.contract.spec.ts"
import { serverLayer, serverOptions } from "./setup/database.ts"
import type { SuiteOptions } from "./setup/suite.ts"
import { suite as signInAttemptsSuite } from "./sign-in-attempts.contract.spec.ts"
import { suite as siteConnectionsSuite } from "./site-connections.contract.spec.ts"
import { suite as siteFilesSuite } from "./site-files.contract.spec.ts"
import { suite as siteHeaderFooterSuite } from "./site-header-footer.contract.spec.ts"
import { suite as siteStylesSuite } from "./site-styles.contract.spec.ts"
import { suite as spentTokensSuite } from "./spent-tokens.contract.spec.ts"
import { suite as storePagesSuite } from "./store-pages.contract.spec.ts"
import { suite as storePortsSuite } from "./store-ports.contract.spec.ts"
import { suite as storeSettingsSuite } from "./store-settings.contract.spec.ts"
import { suite as transactionSuite } from "./transaction.contract.spec.ts"

// The third target: a real Postgres server with a pool of connections, in this run's own database
// (which the run's other test files share). CI always sets DATABASE_URL.
const options: SuiteOptions = { severalConnections: true, sharedDatabase: true }
const absent = serverOptions() === undefined

describe.skipIf(absent)(
  absent ? "Postgres server: skipped, DATABASE_URL is not set" : "Postgres server",
  () => {
    catalogSuite("postgres server", serverLayer, options)
    inventorySuite("postgres server", serverLayer, options)
    cartRepositorySuite("postgres server", serverLayer, options)
    cartAdditionsSuite("postgres server", serverLayer, options)
    cartAnswersSuite("postgres server", serverLayer, options)
    transactionSuite("postgres server", serverLayer, options)
    storeSettingsSuite("postgres server", serverLayer, options)
    siteHeaderFooterSuite("postgres server", serverLayer, options)
    siteStylesSuite("postgres server", serverLayer, options)
    homeLayoutSuite("postgres server", serverLayer, options)
    multilingualSuite("postgres server", serverLayer, options)
    siteConnectionsSuite("postgres server", serverLayer, options)
    listSubscribersSuite("postgres server", serverLayer, options)
    siteFilesSuite("postgres server", serverLayer, options)
    fileJobsSuite("postgres server", serverLayer, options)
    storePagesSuite("postgres server", serverLayer, options)
    cartMembersSuite("postgres server", serverLayer, options)
    accountRepositorySuite("postgres server", serverLayer, options)
    sessionsSuite("postgres server", serverLayer, options)
    signInAttemptsSuite("postgres server", serverLayer, options)
    formRepositorySuite("postgres server", serverLayer, options)
    spentTokensSuite("postgres server", serverLayer, options)
    eventStoreSuite("postgres server", serverLayer)
    preferencesSuite("postgres server", serverLayer)
    storePortsSuite("postgres server", serverLayer)
    orderRepositorySuite("postgres server", serverLayer, options)
    restockSuite("postgres server", serverLayer, options)
    outboxSuite("postgres server", serverLayer, options)
  },
)
