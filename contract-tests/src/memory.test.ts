import { memoryLayer } from "@vitrine/core/memory"
import { suite as cartAdditionsSuite } from "./cart-additions.contract.spec.ts"
import { suite as cartRepositorySuite } from "./cart-repository.contract.spec.ts"
import { suite as catalogSuite } from "./catalog.contract.spec.ts"
import { suite as inventorySuite } from "./inventory.contract.spec.ts"
import { suite as storeSettingsSuite } from "./store-settings.contract.spec.ts"
import { suite as transactionSuite } from "./transaction.contract.spec.ts"

// The first target of every contract suite: the in-memory adapter core's tests run on.
catalogSuite("memory", memoryLayer)
inventorySuite("memory", memoryLayer)
cartRepositorySuite("memory", memoryLayer)
cartAdditionsSuite("memory", memoryLayer)
transactionSuite("memory", memoryLayer)
storeSettingsSuite("memory", memoryLayer)
