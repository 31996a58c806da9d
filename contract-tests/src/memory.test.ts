import {
  memoryEventStoreLayer,
  memoryLayer,
  memoryPreferencesRepository,
  memoryVisitorIdentity,
} from "@vitrine/core/memory"
import { suite as accountRepositorySuite } from "./account-repository.contract.spec.ts"
import { suite as cartAdditionsSuite } from "./cart-additions.contract.spec.ts"
import { suite as cartMembersSuite } from "./cart-members.contract.spec.ts"
import { suite as cartRepositorySuite } from "./cart-repository.contract.spec.ts"
import { suite as catalogSuite } from "./catalog.contract.spec.ts"
import { suite as eventStoreSuite } from "./event-store.contract.spec.ts"
import { suite as inventorySuite } from "./inventory.contract.spec.ts"
import { suite as preferencesSuite } from "./preferences-repository.contract.spec.ts"
import { suite as sessionsSuite } from "./sessions.contract.spec.ts"
import { memoryAccountPorts } from "./setup/accounts.ts"
import { suite as signInAttemptsSuite } from "./sign-in-attempts.contract.spec.ts"
import { suite as storeSettingsSuite } from "./store-settings.contract.spec.ts"
import { suite as transactionSuite } from "./transaction.contract.spec.ts"
import { suite as visitorIdentitySuite } from "./visitor-identity.contract.spec.ts"

// The first target of every contract suite: the in-memory adapter core's tests run on.
catalogSuite("memory", memoryLayer)
inventorySuite("memory", memoryLayer)
cartRepositorySuite("memory", memoryLayer)
cartAdditionsSuite("memory", memoryLayer)
transactionSuite("memory", memoryLayer)
storeSettingsSuite("memory", memoryLayer)
cartMembersSuite("memory", memoryLayer)
accountRepositorySuite("memory", memoryAccountPorts)
sessionsSuite("memory", memoryAccountPorts)
signInAttemptsSuite("memory", memoryAccountPorts)
eventStoreSuite("memory", memoryEventStoreLayer)
preferencesSuite("memory", memoryPreferencesRepository)
visitorIdentitySuite("memory", memoryVisitorIdentity)
