import type Database from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** Distinct statements kept: the store's own queries, with room for `in (...)` list lengths. */
const defaultKept = 500;

/** Begin, commit and savepoints are prepared each time: cheap to parse, and seen by tests that count commits. */
const transactionControl = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;

/**
 * The SQLite database as Kysely's dialect takes it, preparing each distinct SQL text once.
 * Kysely prepares every query it runs, which costs SQLite a parse and plan each time: on lead
 * intake that was as much CPU as running the queries. The least recently used statement is
 * dropped past `kept`; a statement still being iterated is never handed out twice.
 */
export function withReusedStatements(
  database: Database.Database,
  kept = defaultKept,
): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      if (transactionControl.test(sql)) return database.prepare(sql);
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Map order is insertion order: moving it to the end keeps the map least recent first.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
