/**
 * A provider call's body text is written with its details' text made once per details object
 * (src/sandbox/notification-delivery.ts): it must be exactly what JSON.stringify writes of the body,
 * whatever the payload holds.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { providerBodyText } from '../../src/sandbox/provider-call.ts';

const message = {
  id: '18',
  conversationId: 'group_g',
  data: { text: 'he said "hi" \\ \u2028 \u0000', entities: { sender: { entity: { uid: 'a', tags: [] } } } },
  sentAt: 1_700_000_000,
};
const details = (extra: Record<string, unknown>) => ({
  title: 'Iron Man',
  body: '"quoted" }, "message": {}',
  tag: '18',
  sender: 'a',
  senderName: 'A',
  receiver: 'g',
  receiverName: 'G',
  receiverType: 'group',
  conversationId: 'group_g',
  sentAt: 1_700_000_000_000,
  ...extra,
});
const expected = (trigger: string, data: unknown) =>
  JSON.stringify({ trigger, data, appId: 'app"1', region: 'eu', webhook: 'custom' });

const CASES: [string, Record<string, unknown>][] = [
  [
    'a push with the message and custom JSON',
    {
      to: { uid: 'b' },
      notificationDetails: details({ type: 'chat', message, custom: { a: [1, { b: null }] } }),
    },
  ],
  [
    'a push with the message, custom JSON left out',
    { to: { uid: 'b' }, notificationDetails: details({ type: 'chat', message }) },
  ],
  [
    'a push with avatars',
    {
      to: { uid: 'c' },
      notificationDetails: details({
        senderAvatar: 'https://x/a.png',
        receiverAvatar: 'https://x/g.png',
        type: 'chat',
        message,
        custom: {},
      }),
    },
  ],
  [
    'a push without the message',
    { to: { uid: 'b' }, notificationDetails: details({ type: 'chat', custom: {} }) },
  ],
  [
    'a message in another place',
    { to: { uid: 'b' }, notificationDetails: details({ message, type: 'chat', custom: {} }) },
  ],
  ['an email digest', { to: { uid: 'b', email: 'b@example.com' }, messages: [message], senderDetails: {} }],
  [
    'a payload with a third key',
    { to: { uid: 'b' }, notificationDetails: details({ type: 'chat', message }), more: 1 },
  ],
];

describe('providerBodyText', () => {
  for (const [name, data] of CASES) {
    test(`${name} — the text JSON.stringify writes`, () => {
      assert.equal(
        providerBodyText('push-notification-payload-generated', data, 'app"1', 'eu'),
        expected('push-notification-payload-generated', data),
      );
    });
  }

  test('two recipients sharing one details object — each body its own `to`, the details the same', () => {
    const shared = details({ type: 'chat', message, custom: {} });
    const forB = { to: { uid: 'b' }, notificationDetails: shared };
    const forC = { to: { uid: 'c' }, notificationDetails: shared };
    assert.equal(providerBodyText('t', forB, 'app"1', 'eu'), expected('t', forB));
    assert.equal(providerBodyText('t', forC, 'app"1', 'eu'), expected('t', forC));
  });
});
