import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { botRoutes } from '../../src/routes/bots.ts';
import { messageRoutes } from '../../src/routes/messages.ts';
import { moderationRoutes } from '../../src/routes/moderation.ts';
import type { ApiRequest, Handler, RouteTable } from '../../src/routes/types.ts';
import { BOT, blockRule, expectError, makeContext, snapshotOf, textTo } from './message-fixture.ts';

function request(ctx: ReturnType<typeof makeContext>, parts: Partial<ApiRequest>): ApiRequest {
  return {
    state: ctx.state,
    clock: ctx.clock,
    params: {},
    query: {},
    body: undefined,
    onBehalfOf: undefined,
    ...parts,
  };
}

function handler(table: RouteTable, operationId: string): Handler {
  const found = table[operationId];
  assert.ok(found, `${operationId} must be routed`);
  return found;
}

describe('message route tables', () => {
  test('route tables — every operation of the family — has a handler', () => {
    assert.deepEqual(Object.keys(botRoutes), ['sendBotMessage']);
    assert.deepEqual(Object.keys(messageRoutes).sort(), [
      'addReaction',
      'listReactions',
      'listReactionsByEmoji',
      'removeReaction',
      'saveMessage',
    ]);
    assert.deepEqual(Object.keys(moderationRoutes), ['listBlockedMessages']);
  });

  test('sendBotMessage handler — valid body — returns the message and notes the change', async () => {
    const ctx = makeContext();
    const result = await handler(
      botRoutes,
      'sendBotMessage',
    )(request(ctx, { params: { uid: BOT }, body: textTo('alice') }));
    assert.ok(ctx.state.changes.size > 0, 'the change is noted for the write');
    assert.equal((result.data as { id: string }).id, '4');
  });

  test('addReaction handler — new then repeated reaction — notes a change only the first time', async () => {
    const ctx = makeContext();
    const add = handler(messageRoutes, 'addReaction');
    const req = request(ctx, { params: { id: '1', reaction: '👍' }, onBehalfOf: 'bob' });
    const changesAfter = async (run: () => unknown): Promise<number> => {
      ctx.state.changes.take();
      await run();
      return ctx.state.changes.size;
    };
    assert.ok((await changesAfter(() => add(req))) > 0);
    assert.equal(await changesAfter(() => add(req)), 0);
    assert.ok((await changesAfter(() => handler(messageRoutes, 'removeReaction')(req))) > 0);
  });

  test('saveMessage handler — without onBehalfOf — 400 ERR_BAD_REQUEST on onBehalfOf, state unchanged', () => {
    const ctx = makeContext();
    const before = snapshotOf(ctx);
    expectError(
      () => handler(messageRoutes, 'saveMessage')(request(ctx, { params: { id: '1' } })),
      'ERR_BAD_REQUEST',
      {
        onBehalfOf: ['is required'],
      },
    );
    assert.equal(snapshotOf(ctx), before);
  });

  test('listReactionsByEmoji handler — query cursor — passes limit, affix and id through', async () => {
    const ctx = makeContext();
    for (const uid of ['alice', 'bob']) {
      await handler(
        messageRoutes,
        'addReaction',
      )(request(ctx, { params: { id: '1', reaction: '🎉' }, onBehalfOf: uid }));
    }
    const noted = ctx.state.changes.size;
    const result = await handler(
      messageRoutes,
      'listReactionsByEmoji',
    )(request(ctx, { params: { id: '1', reaction: '🎉' }, query: { limit: 1, affix: 'append', id: '1' } }));
    assert.equal(ctx.state.changes.size, noted, 'a read notes no change');
    assert.deepEqual(result.meta, {
      current: { limit: 1, count: 1 },
      next: { affix: 'append', id: '2' },
      previous: { affix: 'prepend', id: '2' },
    });
  });

  test('listBlockedMessages handler — limit in the query — applied', async () => {
    const ctx = makeContext((s) => {
      s.moderationRules = [blockRule()];
    });
    const send = handler(botRoutes, 'sendBotMessage');
    for (const text of ['darn a', 'darn b'])
      await send(request(ctx, { params: { uid: BOT }, body: textTo('alice', text) }));
    const result = await handler(
      moderationRoutes,
      'listBlockedMessages',
    )(request(ctx, { query: { limit: 1 } }));
    assert.deepEqual(result.meta, { current: { limit: 1, count: 1 } });
  });
});
