/**
 * The contract suites every adapter of a port passes: call one with a name and a function making the
 * adapter's layer (`catalogSuite("pglite", pgliteLayer)`). The in-memory adapters they first run on
 * are `@vitrine/core/memory`.
 *
 * @example
 * import { catalogSuite } from "@vitrine/contract-tests"
 * catalogSuite("my adapter", () => myStoreLayer())
 */
export { suite as accountRepositorySuite } from "./account-repository.contract.spec.ts"
export { suite as cartAdditionsSuite } from "./cart-additions.contract.spec.ts"
export { suite as cartAnswersSuite } from "./cart-answers.contract.spec.ts"
export { suite as cartMembersSuite } from "./cart-members.contract.spec.ts"
export { suite as cartRepositorySuite } from "./cart-repository.contract.spec.ts"
export { suite as catalogSuite } from "./catalog.contract.spec.ts"
export { suite as eventStoreSuite } from "./event-store.contract.spec.ts"
export { suite as fileJobsSuite } from "./file-jobs.contract.spec.ts"
export { suite as formRepositorySuite } from "./form-repository.contract.spec.ts"
export { suite as homeLayoutSuite } from "./home-layout.contract.spec.ts"
export { suite as inventorySuite } from "./inventory.contract.spec.ts"
export { suite as listSubscribersSuite } from "./list-subscribers.contract.spec.ts"
export { type MailerTarget, suite as mailerSuite } from "./mailer.contract.spec.ts"
export { suite as multilingualSuite } from "./multilingual.contract.spec.ts"
export { suite as outboxSuite } from "./outbox.contract.spec.ts"
export { suite as preferencesRepositorySuite } from "./preferences-repository.contract.spec.ts"
export { suite as restockRepositorySuite } from "./restock-repository.contract.spec.ts"
export { suite as sessionsSuite } from "./sessions.contract.spec.ts"
export type { MakeLayer, SuiteOptions } from "./setup/suite.ts"
export { suite as signInAttemptsSuite } from "./sign-in-attempts.contract.spec.ts"
export { suite as siteConnectionsSuite } from "./site-connections.contract.spec.ts"
export { suite as siteFilesSuite } from "./site-files.contract.spec.ts"
export { suite as siteHeaderFooterSuite } from "./site-header-footer.contract.spec.ts"
export { suite as siteStylesSuite } from "./site-styles.contract.spec.ts"
export { suite as spentTokensSuite } from "./spent-tokens.contract.spec.ts"
export { suite as storePagesSuite } from "./store-pages.contract.spec.ts"
export { suite as storePortsSuite } from "./store-ports.contract.spec.ts"
export { suite as storeSettingsSuite } from "./store-settings.contract.spec.ts"
export { suite as transactionSuite } from "./transaction.contract.spec.ts"
