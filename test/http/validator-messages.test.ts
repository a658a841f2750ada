import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeApp } from '../helpers/api.ts';

/** Phrases of the validator's schema language that a client should never have to decode. */
const SCHEMA_SPEAK =
  /required property|allowed values|must NOT|^must be (integer|string|number|boolean|array|object)$|additionalProperties|oneOf|anyOf|#\//;

test('validator messages — every kind a client can provoke — sentences about the request', async () => {
  const t = makeApp();
  const bot = { category: 'message', receiver: 'superhero1', receiverType: 'user', data: { text: 'hi' } };
  const cases: [
    string,
    () => Promise<{
      status: number;
      body: { error: { message: string; details?: Record<string, string[]> } };
    }>,
  ][] = [
    ['missing required header', () => t.get('/users/superhero2/messages')],
    ['missing required body field', () => t.post('/groups', { name: 'x', type: 'public' })],
    ['wrong type: string', () => t.post('/groups', { guid: 'g', name: 3, type: 'public' })],
    ['wrong type: integer', () => t.get('/messages?limit=abc')],
    ['wrong type: boolean', () => t.get('/messages?hasReactions=maybe')],
    ['wrong type: array', () => t.post('/users/superhero1/blockedusers', { blockedUids: 'superhero2' })],
    ['wrong type: object', () => t.post('/groups', { guid: 'g', name: 'G', type: 'public', metadata: 3 })],
    ['enum', () => t.get('/groups?sortBy=size')],
    ['too long', () => t.post('/groups', { guid: 'g', name: 'x'.repeat(1000), type: 'public' })],
    ['empty', () => t.post('/groups', { guid: 'g', name: '', type: 'public' })],
    ['too few items', () => t.post('/users/superhero1/blockedusers', { blockedUids: [] })],
    ['pattern', () => t.post('/groups', { guid: 'a b', name: 'G', type: 'public' })],
    ['unknown field', () => t.post('/groups', { guid: 'g', name: 'G', type: 'public', colour: 'red' })],
    ['unknown query parameter', () => t.get('/users?colour=red')],
    ['minimum', () => t.get('/users?page=0')],
    ['maximum', () => t.get('/messages?limit=5000')],
    [
      'a branch of a oneOf',
      () => t.post('/bots/chatbot/messages', { ...bot, category: 'interactive', type: 'card', data: {} }),
    ],
    ['discriminator value', () => t.post('/bots/chatbot/messages', { ...bot, category: 'poll' })],
  ];
  for (const [kind, send] of cases) {
    const res = await send();
    assert.equal(res.status, 400, kind);
    const texts = [res.body.error.message, ...Object.values(res.body.error.details ?? {}).flat()];
    for (const text of texts) assert.doesNotMatch(text, SCHEMA_SPEAK, `${kind}: ${text}`);
  }
});

test('unknown or empty query parameter — plain or bracketed — one sentence naming it once', async () => {
  const t = makeApp();
  const errorOf = async (path: string) => {
    const res = await t.get(path);
    assert.equal(res.status, 400, path);
    const { message, details } = res.body.error;
    return { message, details };
  };
  assert.deepEqual(await errorOf('/users?colour=red'), {
    message: "Unknown query parameter 'colour'.",
    details: { colour: ['is not a known query parameter'] },
  });
  assert.deepEqual(await errorOf('/groups?membersCount[gt]=1'), {
    message: "Unknown query parameter 'membersCount[gt]'.",
    details: { 'membersCount[gt]': ['is not a known query parameter'] },
  });
  assert.deepEqual(await errorOf('/users?searchKey='), {
    message: 'Invalid request: searchKey must not be empty.',
    details: { searchKey: ['must not be empty'] },
  });
});
