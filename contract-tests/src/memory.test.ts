import { memoryLayer, memoryVisitorIdentity } from "@vitrine/core/memory"
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
import { suite as visitorIdentitySuite } from "./visitor-identity.contract.spec.ts"

// The first target of every contract suite: the in-memory adapter core's tests run on.
catalogSuite("memory", memoryLayer)
inventorySuite("memory", memoryLayer)
cartRepositorySuite("memory", memoryLayer)
cartAdditionsSuite("memory", memoryLayer)
cartAnswersSuite("memory", memoryLayer)
transactionSuite("memory", memoryLayer)
storeSettingsSuite("memory", memoryLayer)
siteHeaderFooterSuite("memory", memoryLayer)
siteStylesSuite("memory", memoryLayer)
homeLayoutSuite("memory", memoryLayer)
multilingualSuite("memory", memoryLayer)
siteConnectionsSuite("memory", memoryLayer)
listSubscribersSuite("memory", memoryLayer)
siteFilesSuite("memory", memoryLayer)
fileJobsSuite("memory", memoryLayer)
storePagesSuite("memory", memoryLayer)
cartMembersSuite("memory", memoryLayer)
accountRepositorySuite("memory", memoryLayer)
sessionsSuite("memory", memoryLayer)
signInAttemptsSuite("memory", memoryLayer)
formRepositorySuite("memory", memoryLayer)
spentTokensSuite("memory", memoryLayer)
eventStoreSuite("memory", memoryLayer)
preferencesSuite("memory", memoryLayer)
storePortsSuite("memory", memoryLayer)
orderRepositorySuite("memory", memoryLayer)
restockSuite("memory", memoryLayer)
outboxSuite("memory", memoryLayer)
// VisitorIdentity is not a store port (a keyed HMAC, nothing stored): its own layer.
visitorIdentitySuite("memory", memoryVisitorIdentity)
