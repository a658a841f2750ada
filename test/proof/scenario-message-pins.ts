/**
 * The scenario's steps for message pins: message 2 (superhero1's greeting to superhero2, left in place
 * by the earlier steps) is pinned by superhero1, message 5 (a group's) by the app, then both are unpinned.
 */
import { common, fail, ok, S1, S3, type Step } from './contract-steps.ts';

const TOO_LONG = `/messages/${'1'.repeat(101)}/pin`;

export const MESSAGE_PIN_STEPS: Step[] = [
  ok('pinMessage', 'as superhero1', 'POST /messages/2/pin', S1),
  ok('pinMessage', 'as the app', 'POST /messages/5/pin'),
  ok('pinMessage', 'again: the first pin stays', 'POST /messages/2/pin', { as: 'superhero2' }),
  fail('pinMessage', 'an id too long', 400, 'ERR_BAD_REQUEST', `POST ${TOO_LONG}`),
  fail('pinMessage', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', 'POST /messages/2/pin', S3),
  fail('pinMessage', 'an unknown message', 404, 'ERR_MESSAGE_ID_NOT_FOUND', 'POST /messages/99999/pin'),
  ...common('pinMessage', 'POST /messages/2/pin', S1),

  ok('unpinMessage', 'as superhero2, a pin of superhero1', 'DELETE /messages/2/pin', { as: 'superhero2' }),
  ok('unpinMessage', 'as the app', 'DELETE /messages/5/pin'),
  ok('unpinMessage', 'a message not pinned', 'DELETE /messages/5/pin'),
  fail('unpinMessage', 'an id too long', 400, 'ERR_BAD_REQUEST', `DELETE ${TOO_LONG}`),
  fail('unpinMessage', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', 'DELETE /messages/2/pin', S3),
  fail('unpinMessage', 'an unknown message', 404, 'ERR_MESSAGE_ID_NOT_FOUND', 'DELETE /messages/99999/pin'),
  ...common('unpinMessage', 'DELETE /messages/2/pin', S1),
];
