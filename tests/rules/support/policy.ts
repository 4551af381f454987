// A policy table becomes test cases: one row says which actors may perform one
// operation; every actor is tried, allowed ones with assertSucceeds and the
// rest with assertFails.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ACTORS, asAdminSdk, contextOf, firestoreOf, type Actor } from './env.js';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface PolicyRow {
  op: Operation;
  /** What is attempted, read after "<actor> may" / "may not". */
  what: string;
  /** The actors the rules allow; everyone else is denied. */
  allow: readonly Actor[];
  /** Extra setup with rules off, before the attempt (the seed is already there). */
  prepare?: (admin: Firestore, actor: Actor) => Promise<unknown>;
  /** The attempt, made as the actor. */
  attempt: (db: Firestore, actor: Actor) => Promise<unknown>;
}

export const everyone: readonly Actor[] = ACTORS;
export const nobody: readonly Actor[] = [];

/**
 * Registers `collection × row × actor` cases. `env()` is read when a case
 * runs (the environment is created in beforeAll).
 */
export function policy(collection: string, env: () => RulesTestEnvironment, rows: readonly PolicyRow[]): void {
  describe(`policy: ${collection}`, () => {
    it('has a row for every operation', () => {
      expect(new Set(rows.map((r) => r.op))).toEqual(new Set(OPERATIONS));
    });
    for (const row of rows) {
      for (const actor of ACTORS) {
        const allowed = row.allow.includes(actor);
        it(`${row.op}: ${actor} ${allowed ? 'may' : 'may not'} ${row.what}`, async () => {
          if (row.prepare) await asAdminSdk(env(), (admin) => row.prepare!(admin, actor));
          const attempt = row.attempt(firestoreOf(env(), actor), actor);
          if (allowed) await assertSucceeds(attempt);
          else await assertFails(attempt);
        });
      }
    }
  });
}

/** Forgery and edge cases: a named attempt by one actor that must be allowed or denied. */
export interface Case {
  name: string;
  actor: Actor;
  expect: 'allow' | 'deny';
  prepare?: (admin: Firestore) => Promise<unknown>;
  attempt: (db: Firestore) => Promise<unknown>;
  /** Claims replacing the actor's own (contextOf; phone_number: undefined = none proved). */
  token?: Record<string, unknown>;
}

export function cases(title: string, env: () => RulesTestEnvironment, list: readonly Case[]): void {
  describe(title, () => {
    for (const c of list) {
      it(`${c.expect === 'allow' ? 'allows' : 'denies'}: ${c.name} (${c.actor})`, async () => {
        if (c.prepare) await asAdminSdk(env(), c.prepare);
        const attempt = c.attempt(contextOf(env(), c.actor, c.token).firestore() as unknown as Firestore);
        if (c.expect === 'allow') await assertSucceeds(attempt);
        else await assertFails(attempt);
      });
    }
  });
}
