/**
 * Where an app has configured nothing (the fixtures: `default` and `manager` restrict nothing, no scope
 * has a permission set), the access check of a request reads one count and nothing else: no role,
 * member, message or scope lookup, so reads and writes cost what they did before roles.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkAccess } from '../../src/domain/access.ts';
import {
  listedGroups,
  listedMessages,
  listedReactions,
  listedUsers,
} from '../../src/domain/list-narrowing.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { fromSnapshot, type AppState } from '../../src/store/state.ts';

/** Counts the calls of every method of the tables an access check could read. */
function counted(state: AppState): { calls: () => number } {
  let calls = 0;
  for (const table of [
    state.roles,
    state.scopePermissions,
    state.members,
    state.messages,
    state.users,
    state.friendships,
    state.reactions,
  ]) {
    for (const name of ['get', 'find', 'has', 'values', 'list'] as const) {
      const original = (table as unknown as Record<string, unknown>)[name];
      if (typeof original !== 'function') continue;
      Object.defineProperty(table, name, {
        value: (...args: unknown[]) => {
          calls += 1;
          return (original as (...a: unknown[]) => unknown).apply(table, args);
        },
      });
    }
  }
  return { calls: () => calls };
}

const SEND = {
  operationId: 'sendMessage',
  params: {},
  body: {
    receiver: 'cometchat-guid-1',
    receiverType: 'group',
    category: 'message',
    type: 'text',
    data: { text: 'Hi' },
  },
};

test('nothing configured — a send, an edit, a reaction list, the user and group lists — no table read', () => {
  const state = fromSnapshot(loadFixtures());
  const actor = state.users.get('superhero1')!;
  const { calls } = counted(state);
  checkAccess(state, actor, SEND);
  checkAccess(state, actor, {
    operationId: 'updateMessage',
    params: { id: '4' },
    body: { data: { text: 'x' } },
  });
  checkAccess(state, actor, { operationId: 'listReactions', params: { id: '4' }, body: undefined });
  assert.equal(listedUsers(state, 'superhero1'), undefined);
  assert.equal(listedGroups(state, 'superhero1'), undefined);
  assert.equal(calls(), 0);
});

test('a role of another user restricting something — the actor’s role is read, no scope or message', () => {
  const state = fromSnapshot(loadFixtures());
  state.roles.put({ ...state.roles.get('manager')!, permissions: { sendMessage: 'deny' } });
  const actor = state.users.get('superhero1')!;
  const { calls } = counted(state);
  checkAccess(state, actor, SEND);
  assert.equal(calls(), 1);
});

test('nothing configured — the message lists and a group message’s reactions — no table read, no narrowing', () => {
  const state = fromSnapshot(loadFixtures());
  const { calls } = counted(state);
  assert.equal(listedMessages(state, 'superhero1'), undefined);
  assert.equal(listedMessages(state, undefined), undefined);
  assert.equal(listedReactions(state, 'cometchat-guid-1', 'superhero1'), undefined);
  assert.equal(calls(), 0);
});

test('a role restricting something else — a message list reads the viewer’s user and role once, no narrowing', () => {
  const state = fromSnapshot(loadFixtures());
  state.roles.put({ ...state.roles.get('default')!, permissions: { sendMessage: 'deny' } });
  const { calls } = counted(state);
  assert.equal(listedMessages(state, 'superhero1'), undefined);
  assert.equal(calls(), 2);
});
