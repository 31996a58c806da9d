import { argon2PasswordHasher } from "@vitrine/adapter-password"
import { memoryPasswordHasher } from "@vitrine/core/memory"
import { suite } from "./password-hasher.contract.spec.ts"

// Every PasswordHasher: the in-memory one core's tests use, and argon2id at OWASP's parameters (the
// weaker one at a third of the memory and one pass).
suite("memory", memoryPasswordHasher(), memoryPasswordHasher({ cost: 0 }))
suite(
  "argon2id",
  argon2PasswordHasher(),
  argon2PasswordHasher({ memory: 6 * 1024, passes: 1, parallelism: 1 }),
)
