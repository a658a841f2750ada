/**
 * A provider's delivery records its result in a write of its own, which may run while a request is
 * between its handler and the outbox: the outbox must still see that request's events. Sends to a
 * group while the deliveries of earlier sends complete must each be logged for every member.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSandboxCore } from '../../src/core/index.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';

const NOW = 1_700_000_000;
const GUID = 'outbox-group';
const MEMBERS = 50;

describe('the outbox while deliveries complete', () => {
  test('every send is logged for every member, however the deliveries of earlier sends interleave', async () => {
    const fixtures = loadFixtures();
    const apikey = fixtures.apiKeys.find((k) => k.scope === 'fullAccess')!.apiKey;
    const core = createSandboxCore({ config: { clock: NOW }, onWebhook: () => undefined });
    try {
      const state = structuredClone(fixtures);
      state.groups.push({ guid: GUID, name: 'Outbox', type: 'public', owner: 'superhero1', createdAt: NOW });
      state.members.push({ guid: GUID, uid: 'superhero1', scope: 'admin', joinedAt: NOW });
      for (let i = 0; i < MEMBERS; i += 1) {
        const uid = `member-${i}`;
        state.users.push({ uid, name: uid, status: 'offline', role: 'default', createdAt: NOW });
        state.members.push({ guid: GUID, uid, scope: 'participant', joinedAt: NOW });
      }
      state.notificationProviders.push({
        kind: 'customPush',
        details: { isEnabled: true, webhookURL: 'https://push.example/hook' },
        createdAt: NOW,
        updatedAt: NOW,
      });
      await core.control.importState(state, 'interleave');
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const answer = await core.handle({
          method: 'POST',
          url: '/v3/messages',
          headers: {
            apikey,
            appId: 'interleave',
            'content-type': 'application/json',
            onBehalfOf: 'superhero1',
          },
          body: JSON.stringify({
            receiver: GUID,
            receiverType: 'group',
            category: 'message',
            type: 'text',
            data: { text: `hi ${i}` },
          }),
        });
        assert.equal(answer.status, 200);
        ids.push((JSON.parse(String(answer.body)) as { data: { id: string } }).data.id);
      }
      await core.control.webhooks.flush(undefined, 'interleave');
      const logs = (await core.control.exportState('interleave')).notificationLogs;
      for (const id of ids)
        assert.equal(logs.filter((l) => String(l.messageId) === id).length, MEMBERS, `message ${id}`);
    } finally {
      await core.close();
    }
  });
});
