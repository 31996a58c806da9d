import type { Knex } from "knex"

const STATEMENTS = [
  `CREATE TABLE census_hours (
  website_id text NOT NULL,
  hour timestamptz NOT NULL,
  page_views bigint NOT NULL DEFAULT 0,
  visits bigint NOT NULL DEFAULT 0,
  bot_hits bigint NOT NULL DEFAULT 0,
  script_errors bigint NOT NULL DEFAULT 0,
  plp_visits bigint NOT NULL DEFAULT 0,
  pdp_visits bigint NOT NULL DEFAULT 0,
  adds_to_cart bigint NOT NULL DEFAULT 0,
  cart_views bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (website_id, hour)
  )`,
  `CREATE TABLE census_page_hours (
  website_id text NOT NULL,
  unit text NOT NULL,
  hour timestamptz NOT NULL,
  path text NOT NULL,
  page_views bigint NOT NULL,
  PRIMARY KEY (website_id, unit, hour, path)
  )`,
  `CREATE TABLE census_product_hours (
  website_id text NOT NULL,
  unit text NOT NULL,
  hour timestamptz NOT NULL,
  item_id text NOT NULL,
  views bigint NOT NULL,
  adds_to_cart bigint NOT NULL,
  PRIMARY KEY (website_id, unit, hour, item_id)
  )`,
  `CREATE TABLE census_vital_hours (
  website_id text NOT NULL,
  unit text NOT NULL,
  hour timestamptz NOT NULL,
  path text NOT NULL,
  metric text NOT NULL,
  bucket smallint NOT NULL,
  samples bigint NOT NULL,
  PRIMARY KEY (website_id, unit, hour, path, metric, bucket)
  )`,
  `CREATE TABLE census_unique_hours (
  website_id text NOT NULL,
  hour timestamptz NOT NULL,
  register smallint NOT NULL,
  rank smallint NOT NULL,
  PRIMARY KEY (website_id, hour, register)
  )`,
  `CREATE TABLE census_unique_days (
  website_id text NOT NULL,
  day timestamptz NOT NULL,
  register smallint NOT NULL,
  rank smallint NOT NULL,
  PRIMARY KEY (website_id, day, register)
  )`,
]

/**
 * Rollups the dashboard reads, kept up to date by every batch the EventStore writes: counts per hour;
 * per page and per product, per hour and per UTC day (`unit`: a long range reads days, 24 times
 * fewer rows, and hours only at its edges); vitals as histograms (bucket counts, so p75 can be found
 * over any span), per hour and per day; and unique visitors as HyperLogLog registers (1024 per hour
 * and per day: the highest rank seen in each register, which merge by taking the maximum).
 */
export const censusRollupsMigration: Knex.Migration = {
  up: async (knex) => {
    // One statement per call: the embedded database takes one at a time.
    for (const statement of STATEMENTS) await knex.raw(statement)
  },
  down: async (knex) => {
    await knex.raw(
      "DROP TABLE census_unique_days, census_unique_hours, census_vital_hours, census_product_hours, census_page_hours, census_hours",
    )
  },
}
