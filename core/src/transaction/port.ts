import { Context, type Effect } from "effect"

/**
 * Runs a program's port calls as one unit: all of its writes land, or none do. An adapter backed by
 * a database opens a transaction that every repository call inside joins; the in-memory adapter
 * serialises the programs instead.
 */
export class Transaction extends Context.Service<
  Transaction,
  {
    /** Runs the effect atomically; rolls back on failure, defect or interruption. Nesting joins the outer unit. */
    readonly run: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  }
>()("@vitrine/core/transaction/Transaction") {}
