/**
 * The catalogue of errors: one named constructor per situation, each holding the one message template
 * of its code and the details and headers that go with it. A throw site names the situation and its
 * arguments (`throw notAMember(uid, guid)`), never a sentence of its own, so that one situation reads
 * the same wherever it arises; `new ApiError(` appears in the catalogue only.
 *
 * A code may cover several situations (ERR_BAD_REQUEST covers every refused field), each with its own
 * constructor; the status is always the one ERROR_STATUS gives the code, but for the transport errors
 * that the contract answers as ERR_BAD_REQUEST under 413, 415 or 431.
 *
 * The documented example of each code is in error-examples.ts: the examples speak of the document's
 * example data, the catalogue of the request at hand.
 */
export * from './errors-request.ts';
export * from './errors-users-groups.ts';
export * from './errors-people.ts';
export * from './errors-api-keys.ts';
export * from './errors-roles.ts';
export * from './errors-moderation-reasons.ts';
export * from './errors-moderation-rules.ts';
export * from './errors-keyword-lists.ts';
export * from './errors-notification-providers.ts';
export * from './errors-messages.ts';
export * from './errors-interactions.ts';
export * from './errors-conversation-pins.ts';
export * from './errors-notification-preferences.ts';
export * from './errors-sandbox.ts';
