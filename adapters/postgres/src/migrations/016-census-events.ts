import type { Knex } from "knex"

const STATEMENTS = [
  `CREATE TABLE census_hits (
  website_id text NOT NULL,
  at timestamptz NOT NULL,
  name text NOT NULL,
  visitor_id text,
  new_visit boolean NOT NULL,
  bot boolean NOT NULL,
  path text,
  item_id text,
  data jsonb
  )`,
  `CREATE INDEX census_hits_at ON census_hits USING brin (at)`,
  `CREATE TABLE census_script_errors (
  website_id text NOT NULL,
  at timestamptz NOT NULL,
  visitor_id text,
  kind text NOT NULL,
  message text NOT NULL,
  stack text NOT NULL,
  url text NOT NULL,
  line integer,
  col integer,
  reported_at double precision NOT NULL
  )`,
  `CREATE INDEX census_script_errors_at ON census_script_errors USING brin (at)`,
  `CREATE TABLE census_samples (
  website_id text NOT NULL,
  at timestamptz NOT NULL,
  path text NOT NULL,
  page_load_id text NOT NULL,
  event_name text NOT NULL,
  metric text NOT NULL,
  value double precision NOT NULL,
  data jsonb
  )`,
  `CREATE INDEX census_samples_at ON census_samples USING brin (at)`,
]

/**
 * The census's raw tables, written in batches by the EventStore and read only to rebuild the
 * rollups: hits (page views, census calls, visitor-analytics events; bots flagged), script errors,
 * and performance samples. No primary key or B-tree index, so a batch insert costs the rows alone;
 * a BRIN index on time keeps a rebuild of recent hours cheap.
 */
export const censusEventsMigration: Knex.Migration = {
  up: async (knex) => {
    // One statement per call: the embedded database takes one at a time.
    for (const statement of STATEMENTS) await knex.raw(statement)
  },
  down: async (knex) => {
    await knex.raw("DROP TABLE census_samples, census_script_errors, census_hits")
  },
}
