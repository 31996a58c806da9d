import { isStoreUnavailable } from "@vitrine/core/store"
import { describe, expect, it } from "vitest"
import { isConnectionFailure, rethrowUnavailable } from "../src/unavailable.ts"

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe("an outage, as the drivers report it", () => {
  it.each([
    withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    withCode("read ECONNRESET", "ECONNRESET"),
    withCode("terminating connection due to administrator command", "57P01"),
    withCode("the database system is starting up", "57P03"),
    withCode("sorry, too many clients already", "53300"),
    withCode("connection failure", "08006"),
    new Error("Connection terminated unexpectedly"),
    new Error("Client has encountered a connection error and is not queryable"),
    Object.assign(new Error("Knex: Timeout acquiring a connection."), { name: "KnexTimeoutError" }),
    // The pool's timeouts (timeouts.ts): the server's statement_timeout, the client's query_timeout
    // and connection timeout.
    withCode("canceling statement due to statement timeout", "57014"),
    new Error("Query read timeout"),
    new Error("Connection terminated due to connection timeout"),
    new Error("timeout expired"),
  ])("%s is the database out of reach, rethrown as StoreUnavailable", (error) => {
    expect(isConnectionFailure(error)).toBe(true)
    let thrown: unknown
    try {
      rethrowUnavailable(error)
    } catch (caught) {
      thrown = caught
    }
    expect(isStoreUnavailable(thrown)).toBe(true)
    expect((thrown as { detail: string }).detail).toBe(error.message)
  })

  it.each([
    withCode('duplicate key value violates unique constraint "carts_pkey"', "23505"),
    withCode('syntax error at or near "SELEC"', "42601"),
    withCode("invalid byte sequence for encoding UTF8: 0x00", "22021"),
    new Error("boom"),
  ])("%s is a statement refused, rethrown as it is", (error) => {
    expect(isConnectionFailure(error)).toBe(false)
    expect(() => rethrowUnavailable(error)).toThrow(error)
  })
})
