import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { botRoutes } from '../../src/routes/bots.ts';
import { moderationRoutes } from '../../src/routes/moderation.ts';
import { reactionRoutes } from '../../src/routes/reactions.ts';
import { savedMessageRoutes } from '../../src/routes/saved-messages.ts';
import { routeRequest as request } from './route-request.ts';

/** A text message to a user, as the contract types the bot message body. */
const textTo = (receiver: string, text = 'Hello there'): Schemas['BotMessageRequest'] => ({
  receiver,
  receiverType: 'user',
  category: 'message',
  type: 'text',
  data: { text },
});
import type { Schemas } from '../../src/contract/api-types.ts';
import { BOT, blockRule, makeContext } from './message-fixture.ts';

describe('message route tables', () => {
  test('route tables — every operation of the family — has a handler', () => {
    assert.deepEqual(Object.keys(botRoutes), ['sendBotMessage']);
    assert.deepEqual(Object.keys(reactionRoutes).sort(), [
      'addReaction',
      'listReactions',
      'listReactionsByEmoji',
      'removeReaction',
    ]);
    assert.deepEqual(Object.keys(savedMessageRoutes).sort(), ['saveMessage', 'unsaveMessage']);
    assert.deepEqual(Object.keys(moderationRoutes), ['listBlockedMessages']);
  });

  test('sendBotMessage handler — valid body — returns the message and notes the change', async () => {
    const ctx = makeContext();
    const result = await botRoutes.sendBotMessage(
      request(ctx, { params: { uid: BOT }, body: textTo('alice') }),
    );
    assert.ok(ctx.state.changes.size > 0, 'the change is noted for the write');
    assert.equal((result.data as { id: string }).id, '4');
  });

  test('addReaction handler — new then repeated reaction — notes a change only the first time', async () => {
    const ctx = makeContext();
    const add = reactionRoutes.addReaction;
    const fields = { params: { id: '1', reaction: '👍' }, onBehalfOf: 'bob' };
    const changesAfter = async (run: () => unknown): Promise<number> => {
      ctx.state.changes.take();
      await run();
      return ctx.state.changes.size;
    };
    assert.ok((await changesAfter(() => add(request(ctx, fields)))) > 0);
    assert.equal(await changesAfter(() => add(request(ctx, fields))), 0);
    assert.ok((await changesAfter(() => reactionRoutes.removeReaction(request(ctx, fields)))) > 0);
  });

  test('listReactionsByEmoji handler — query cursor — passes limit, affix and id through', async () => {
    const ctx = makeContext();
    for (const uid of ['alice', 'bob']) {
      await reactionRoutes.addReaction(
        request(ctx, { params: { id: '1', reaction: '🎉' }, onBehalfOf: uid }),
      );
    }
    const noted = ctx.state.changes.size;
    const result = await reactionRoutes.listReactionsByEmoji(
      request(ctx, { params: { id: '1', reaction: '🎉' }, query: { limit: 1, affix: 'append', id: '1' } }),
    );
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
    const send = botRoutes.sendBotMessage;
    for (const text of ['darn a', 'darn b'])
      await send(request(ctx, { params: { uid: BOT }, body: textTo('alice', text) }));
    const result = await moderationRoutes.listBlockedMessages(request(ctx, { query: { limit: 1 } }));
    assert.deepEqual(result.meta, { current: { limit: 1, count: 1 } });
  });
});
