/**
 * Named example sets: for each operation, whole requests against the fixtures, each under one name
 * that its parameter examples, its body example and its documented answer share. Contract-testing
 * tools that replay a document's named examples (Specmatic's convention) pair a request with its
 * response by that name.
 *
 * They are written for a replay in the order of the document, against a freshly started sandbox: a
 * set that changes state changes records no later set reads, or creates its own first (superhero6 and
 * heroes-hangout come from the createUser and createGroup sets).
 * The documented answers are recorded from such a replay (`npm run build:openapi`); the replay test
 * sends them again.
 */
import type { OperationId } from '../operations.ts';
import type { ExampleSet } from './example-set-helpers.ts';
import { MESSAGE_EXAMPLE_SETS } from './message-example-sets.ts';
import { PEOPLE_EXAMPLE_SETS } from './people-example-sets.ts';

export type { ExampleSet };

/** Every operation's sets; the document's order, not this one's, is the order of a replay. */
export const EXAMPLE_SETS = { ...PEOPLE_EXAMPLE_SETS, ...MESSAGE_EXAMPLE_SETS } as Record<
  OperationId,
  ExampleSet[]
>;
