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
import { pgliteLayer } from "./setup/database.ts"
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

// The second target of every contract suite: embedded PGlite, a fresh database per suite.
catalogSuite("pglite", pgliteLayer)
inventorySuite("pglite", pgliteLayer)
cartRepositorySuite("pglite", pgliteLayer)
cartAdditionsSuite("pglite", pgliteLayer)
cartAnswersSuite("pglite", pgliteLayer)
transactionSuite("pglite", pgliteLayer)
storeSettingsSuite("pglite", pgliteLayer)
siteHeaderFooterSuite("pglite", pgliteLayer)
siteStylesSuite("pglite", pgliteLayer)
homeLayoutSuite("pglite", pgliteLayer)
multilingualSuite("pglite", pgliteLayer)
siteConnectionsSuite("pglite", pgliteLayer)
listSubscribersSuite("pglite", pgliteLayer)
siteFilesSuite("pglite", pgliteLayer)
fileJobsSuite("pglite", pgliteLayer)
storePagesSuite("pglite", pgliteLayer)
cartMembersSuite("pglite", pgliteLayer)
accountRepositorySuite("pglite", pgliteLayer)
sessionsSuite("pglite", pgliteLayer)
signInAttemptsSuite("pglite", pgliteLayer)
formRepositorySuite("pglite", pgliteLayer)
spentTokensSuite("pglite", pgliteLayer)
eventStoreSuite("pglite", pgliteLayer)
preferencesSuite("pglite", pgliteLayer)
storePortsSuite("pglite", pgliteLayer)
orderRepositorySuite("pglite", pgliteLayer)
restockSuite("pglite", pgliteLayer)
outboxSuite("pglite", pgliteLayer)
