/** The shape of a named example set, and the pieces the sets of every family share. */
import type { Family } from '../operation-record.ts';
import type { OperationOf } from '../operations.ts';

export interface ExampleSet {
  /** The name shared by the request's examples and the answer's. */
  name: string;
  summary: string;
  /**
   * Values of the operation's parameters, by their names in the request (path, query, header); by
   * `path.id` and `query.id` where the operation has both.
   */
  parameters?: Record<string, string | number | boolean>;
  /**
   * The request body. Without it, the operation's body example of the same name is the set's body
   * (the bodies of the writes are written beside their operations).
   */
  body?: unknown;
}

export const unknownUser = (parameters: Record<string, string | number> = {}): ExampleSet => ({
  name: 'unknownUser',
  summary: 'A uid no user has',
  parameters: { uid: 'nobody', ...parameters },
});

export const unknownGroup = (parameters: Record<string, string | number> = {}): ExampleSet => ({
  name: 'unknownGroup',
  summary: 'A guid no group has',
  parameters: { guid: 'no-such-group', ...parameters },
});

export const unknownMessage = (parameters: Record<string, string | number> = {}): ExampleSet => ({
  name: 'unknownMessage',
  summary: 'An id no message has',
  parameters: { id: '99999', ...parameters },
});

export const BOT = { uid: 'chatbot' };
export const AS_SUPERHERO1 = { onBehalfOf: 'superhero1' };

/** A set completing the operation's body example `name` with the parameters it needs. */
export const withBody = (
  name: string,
  summary: string,
  parameters: ExampleSet['parameters'],
): ExampleSet => ({
  name,
  summary,
  parameters,
});

/** A family's sets: one list for each of its operations, so none is left without. */
export type FamilySets<F extends Family> = { [K in OperationOf<F>]: ExampleSet[] };
