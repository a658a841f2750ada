/**
 * The result of an operation that may leave state as it was (adding a reaction the user already
 * has, re-saving a message): the response, and whether anything must be written.
 */
export interface Outcome<T> {
  data: T;
  changed: boolean;
}
