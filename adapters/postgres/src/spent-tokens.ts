import { SpentTokens } from "@vitrine/core/botcheck"
import { Effect, Layer, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query } from "./query.ts"

/**
 * SpentTokens on Postgres (`spent_bot_tokens`, migration 011): one statement that inserts the id, or
 * takes over a record that has expired, and answers whether it did — so of two concurrent spends of a
 * token exactly one is first. The same statement sweeps up to 100 expired records (never the one
 * being spent, and skipping rows another statement holds), which keeps the table to the tokens still
 * alive.
 *
 * @example
 * Layer.provide(spentTokensLayer(), databaseLayer({}))
 */
export const spentTokensLayer = (): Layer.Layer<SpentTokens, never, Database> =>
  Layer.effect(
    SpentTokens,
    withDatabase((provide) =>
      SpentTokens.of({
        spend: (tokenId, { now, expiresAt }) =>
          provide(
            query(Schema.Struct({ token_id: Schema.String }), {
              name: "bot_tokens_spend",
              sql: `WITH swept AS (
                      DELETE FROM spent_bot_tokens WHERE token_id IN (
                        SELECT token_id FROM spent_bot_tokens WHERE expires_at <= $2 AND token_id <> $1
                        LIMIT 100 FOR UPDATE SKIP LOCKED))
                    INSERT INTO spent_bot_tokens (token_id, expires_at) VALUES ($1, $3)
                    ON CONFLICT (token_id) DO UPDATE SET expires_at = EXCLUDED.expires_at
                    WHERE spent_bot_tokens.expires_at <= $2
                    RETURNING token_id`,
              params: [tokenId, now, expiresAt],
            }).pipe(
              Effect.orDie,
              Effect.map((rows) => rows.length === 1),
            ),
          ),
      }),
    ),
  )
