/**
 * The scenario's steps for interacted marks: the card the bot sent the group at the scenario's start
 * (message 18: the second message of the run, after the bot's text) is marked by superhero2, a member
 * all along; superhero1 reset the group's conversation since, so the card is hidden from them.
 */
import { bodyLimits, common, fail, ok, type Step } from './contract-steps.ts';

const CARD = 'PATCH /messages/18/interacted';
const S2 = { as: 'superhero2' };
const marked = (...interactions: string[]) => ({ body: { interactions } });

export const INTERACTION_STEPS: Step[] = [
  ok('markMessageInteracted', 'the card’s button', CARD, { ...S2, ...marked('ok') }),
  ok('markMessageInteracted', 'again, keeping the first time', CARD, { ...S2, ...marked('ok') }),
  ok('getMessage', 'the card, with the reader’s interactions', 'GET /messages/18', S2),
  fail('markMessageInteracted', 'no element', 400, 'ERR_BAD_REQUEST', CARD, { ...S2, ...marked() }),
  fail('markMessageInteracted', 'an id of no element', 400, 'ERR_INVALID_MESSAGE_DATA', CARD, {
    ...S2,
    ...marked('nope'),
  }),
  fail(
    'markMessageInteracted',
    'a text message',
    400,
    'ERR_INVALID_MESSAGE_DATA',
    'PATCH /messages/4/interacted',
    {
      ...S2,
      ...marked('ok'),
    },
  ),
  fail('markMessageInteracted', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', CARD, {
    as: 'superhero5',
    ...marked('ok'),
  }),
  fail(
    'markMessageInteracted',
    'an unknown message',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'PATCH /messages/99999/interacted',
    {
      ...S2,
      ...marked('ok'),
    },
  ),
  fail('markMessageInteracted', 'an unknown acting user', 404, 'ERR_UID_NOT_FOUND', CARD, {
    as: 'nobody',
    ...marked('ok'),
  }),
  ...bodyLimits('markMessageInteracted', CARD, S2.as),
  ...common('markMessageInteracted', CARD, { ...S2, ...marked('ok') }),
];
