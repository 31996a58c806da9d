import { Effect, Layer, Option, Ref } from "effect"
import type { IssuedSession, Session } from "../account/model.ts"
import { Sessions } from "../account/port.ts"
import type { MemoryAccounts } from "./accounts-store.ts"
import { randomText } from "./random-text.ts"

type Stored = ReadonlyMap<string, Session>

// 32 random bytes: a 43-character token of 256 bits, as the durable adapter makes.
const issue = (session: Omit<Session, "id">) =>
  Effect.gen(function* () {
    const issued: IssuedSession = {
      token: yield* randomText(32),
      session: { ...session, id: yield* randomText(16) },
    }
    return issued
  })

const tokenOf = (sessions: Stored, sessionId: string) =>
  [...sessions].find(([, session]) => session.id === sessionId)?.[0]

const without = (sessions: Stored, keep: (session: Session) => boolean) => {
  const kept = new Map([...sessions].filter(([, session]) => keep(session)))
  return [sessions.size - kept.size, kept] as const
}

/**
 * Sessions in memory, by token. Tokens and ids come from Effect's Random (see `randomText`): for
 * tests and demos only.
 *
 * @example
 * Layer.provide(program, memorySessions(makeMemoryAccounts()))
 */
export const memorySessions = (store: MemoryAccounts): Layer.Layer<Sessions> =>
  Layer.succeed(
    Sessions,
    Sessions.of({
      create: (draft) =>
        Effect.tap(issue({ ...draft, roles: [...draft.roles] }), ({ token, session }) =>
          Ref.update(store.sessions, (sessions) => new Map(sessions).set(token, session)),
        ),
      find: (token) =>
        Effect.map(Ref.get(store.sessions), (sessions) => Option.fromNullishOr(sessions.get(token))),
      touch: (sessionId, times) =>
        Ref.update(store.sessions, (sessions) => {
          const token = tokenOf(sessions, sessionId)
          const session = token === undefined ? undefined : sessions.get(token)
          return token === undefined || session === undefined
            ? sessions
            : new Map(sessions).set(token, { ...session, ...times })
        }),
      rotate: (sessionId, roles) =>
        Effect.gen(function* () {
          const before = yield* Ref.get(store.sessions)
          const token = tokenOf(before, sessionId)
          const session = token === undefined ? undefined : before.get(token)
          if (token === undefined || session === undefined) return Option.none<IssuedSession>()
          const { id: _old, ...kept } = session
          const issued = yield* issue({ ...kept, roles: [...roles] })
          yield* Ref.update(store.sessions, (sessions) => {
            const next = new Map(sessions)
            next.delete(token)
            return next.set(issued.token, issued.session)
          })
          return Option.some(issued)
        }),
      remove: (sessionId) =>
        Ref.update(store.sessions, (sessions) => without(sessions, (s) => s.id !== sessionId)[1]),
      removeAllOf: (userId, except) =>
        Ref.modify(store.sessions, (sessions) =>
          without(sessions, (s) => s.userId !== userId || s.id === except),
        ),
      sweep: (now) =>
        Ref.modify(store.sessions, (sessions) =>
          without(sessions, (s) => now < s.idleExpiresAt && now < s.absoluteExpiresAt),
        ),
    }),
  )
