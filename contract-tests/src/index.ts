export * from "./memory/index.ts"
