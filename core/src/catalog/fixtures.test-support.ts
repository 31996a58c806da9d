// Test support, not a test: core's own tests take their products from the public testing module.
export { makeOptionProduct, makeProduct, makeVariant, variantsFor } from "./testing.ts"
