import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GUID, assertDetails, expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();
const ONE_TO_ONE = 'superhero1_user_superhero3';
const tagUser = (client: Client, uid: string, body: object | undefined, onBehalfOf?: string) =>
  client.put(`/users/${uid}/conversation`, body, onBehalfOf);
const tagGroup = (client: Client, guid: string, body: object | undefined, onBehalfOf?: string) =>
  client.put(`/groups/${guid}/conversation`, body, onBehalfOf);
const ids = (list: { conversationId: string }[]) => list.map((c) => c.conversationId).sort();

describe('PUT /users/{uid}/conversation, PUT /groups/{guid}/conversation — errors', () => {
  test('tag conversation — each refusal — its status and code, nothing stored', async () => {
    const client = fresh();
    const missing = await tagUser(client, 'superhero3', { tags: ['a'] });
    expectError(missing, 400, 'ERR_BAD_REQUEST');
    assertDetails(missing, ['onBehalfOf']);
    for (const [body, field] of [
      [{}, 'tags'],
      [{ tags: Array.from({ length: 26 }, (_, i) => `t${i}`) }, 'tags'],
      [{ tags: ['x'.repeat(101)] }, 'tags.0'],
      [{ tags: [''] }, 'tags.0'],
      [{ tags: ['a'], keep: true }, 'keep'],
    ] as const) {
      const res = await tagUser(client, 'superhero3', body, 'superhero1');
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, [field]);
    }
    expectError(await tagUser(client, 'nobody', { tags: ['a'] }, 'superhero1'), 404, 'ERR_UID_NOT_FOUND');
    // A new user has no conversation with anyone yet: nothing to tag.
    ok(await client.post('/users', { uid: 'newcomer', name: 'Newcomer' }));
    const none = await tagUser(client, 'newcomer', { tags: ['a'] }, 'superhero1');
    expectError(none, 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
    expectError(
      await tagGroup(client, 'no-such-group', { tags: ['a'] }, 'superhero1'),
      404,
      'ERR_GUID_NOT_FOUND',
    );
    // A non-member and a banned user are refused before the conversation is looked at.
    expectError(await tagGroup(client, GUID, { tags: ['a'] }, 'superhero4'), 403, 'ERR_NOT_A_MEMBER');
    expectError(await tagGroup(client, GUID, { tags: ['a'] }, 'superhero5'), 403, 'ERR_NOT_A_MEMBER');
    ok(await client.post('/groups', { guid: 'quiet', name: 'Quiet', type: 'public' }, 'superhero1'));
    const quiet = await tagGroup(client, 'quiet', { tags: ['a'] }, 'superhero1');
    expectError(quiet, 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
    assert.deepEqual((await client.state()).conversationTags, []);
  });
});

describe('PUT /users/{uid}/conversation, PUT /groups/{guid}/conversation — effect and reads', () => {
  test('tag conversation — one-to-one — the single reads with tags, repeats kept once, the user’s alone', async () => {
    const client = fresh();
    // 100 characters of four UTF-16 units' worth each: the limit counts characters.
    const long = '😀'.repeat(100);
    const tagged = ok(await tagUser(client, 'superhero3', { tags: ['work', long, 'work'] }, 'superhero1'));
    const read = ok(await client.get('/users/superhero3/conversation', 'superhero1'));
    assert.deepEqual(read.tags, ['work', long]);
    assert.deepEqual(tagged, read);
    assert.deepEqual(ok(await client.get(`/conversations/${ONE_TO_ONE}`, 'superhero1')).tags, ['work', long]);
    // The other user of the conversation sees no tags of superhero1's.
    assert.equal(ok(await client.get('/users/superhero1/conversation', 'superhero3')).tags, undefined);
    // A second PUT replaces; `[]` removes and answers `tags: []`.
    ok(await tagUser(client, 'superhero3', { tags: ['done'] }, 'superhero1'));
    assert.deepEqual(ok(await client.get('/users/superhero3/conversation', 'superhero1')).tags, ['done']);
    assert.deepEqual(ok(await tagUser(client, 'superhero3', { tags: [] }, 'superhero1')).tags, []);
    assert.equal(ok(await client.get('/users/superhero3/conversation', 'superhero1')).tags, undefined);
    assert.deepEqual((await client.state()).conversationTags, []);
  });

  test('tag conversation — group — shown to that member only; the list shows tags with withTags and filters with tags', async () => {
    const client = fresh();
    const tagged = ok(await tagGroup(client, GUID.toUpperCase(), { tags: ['briefings'] }, 'superhero3'));
    assert.equal(tagged.conversationId, `group_${GUID}`);
    assert.deepEqual(tagged.tags, ['briefings']);
    assert.deepEqual(ok(await client.get(`/groups/${GUID}/conversation`, 'superhero3')).tags, ['briefings']);
    assert.equal(ok(await client.get(`/groups/${GUID}/conversation`, 'superhero1')).tags, undefined);
    ok(await tagUser(client, 'superhero3', { tags: ['briefings', 'spidey'] }, 'superhero1'));
    ok(await tagGroup(client, 'avengers-hq', { tags: ['ops'] }, 'superhero1'));

    const plain = ok(await client.get('/conversations', 'superhero1'));
    assert.ok(plain.every((c: { tags?: string[] }) => c.tags === undefined));
    const withTags = ok(await client.get('/conversations?withTags=true', 'superhero1'));
    const tagsOf = (id: string) =>
      withTags.find((c: { conversationId: string }) => c.conversationId === id)?.tags;
    assert.deepEqual(tagsOf(ONE_TO_ONE), ['briefings', 'spidey']);
    assert.deepEqual(tagsOf('group_avengers-hq'), ['ops']);
    assert.equal(tagsOf(`group_${GUID}`), undefined);

    // `tags` filters on the user's conversation tags: superhero3's tag of the group is not superhero1's.
    assert.deepEqual(ids(ok(await client.get('/conversations?tags=briefings', 'superhero1'))), [ONE_TO_ONE]);
    assert.deepEqual(ids(ok(await client.get('/conversations?tags=ops,spidey', 'superhero1'))), [
      'group_avengers-hq',
      ONE_TO_ONE,
    ]);
    assert.deepEqual(ids(ok(await client.get('/conversations?tags=briefings', 'superhero3'))), [
      `group_${GUID}`,
    ]);
    // The group's own tags ('heroes', 'missions') are groupTags' to filter, no longer tags'.
    assert.deepEqual(ids(ok(await client.get('/conversations?tags=heroes,missions', 'superhero1'))), []);
    assert.deepEqual(ids(ok(await client.get('/conversations?groupTags=missions', 'superhero1'))), [
      'group_avengers-hq',
    ]);
  });

  test('tag conversation — the user or the group erased — their tags go with them', async () => {
    const client = fresh();
    ok(await tagUser(client, 'superhero3', { tags: ['spidey'] }, 'superhero1'));
    ok(await tagUser(client, 'superhero1', { tags: ['boss'] }, 'superhero3'));
    ok(await tagUser(client, 'superhero2', { tags: ['pepper'] }, 'superhero1'));
    ok(await tagGroup(client, 'avengers-hq', { tags: ['ops'] }, 'superhero2'));
    ok(await tagGroup(client, GUID, { tags: ['hangout'] }, 'superhero2'));
    const tagsNow = async () =>
      (await client.state()).conversationTags.map((t) => `${t.uid} ${t.conversationId}`).sort();
    ok(await client.del('/users/superhero3', { permanent: true }));
    assert.deepEqual(await tagsNow(), [
      'superhero1 superhero1_user_superhero2',
      'superhero2 group_avengers-hq',
      `superhero2 group_${GUID}`,
    ]);
    ok(await client.del('/groups/avengers-hq'));
    assert.deepEqual(await tagsNow(), ['superhero1 superhero1_user_superhero2', `superhero2 group_${GUID}`]);
  });
});
