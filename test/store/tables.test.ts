import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ChangeLog, Counters, GroupedTable, Table } from '../../src/store/tables.ts';

interface Item {
  id: string;
  name: string;
}
interface Member {
  guid: string;
  uid: string;
}

const table = (log = new ChangeLog()) => ({ log, items: new Table<Item>('users', log, (i) => i.id) });
const grouped = (log = new ChangeLog()) => ({
  log,
  members: new GroupedTable<Member>(
    'members',
    log,
    (m) => m.guid,
    (m) => m.uid,
  ),
});

describe('Table', () => {
  test('put and delete — each call — noted in order with the key and the record or null', () => {
    const { log, items } = table();
    items.put({ id: 'a', name: 'A' });
    items.put({ id: 'a', name: 'A2' });
    items.delete('a');
    items.delete('missing');
    assert.deepEqual(log.take(), [
      ['users', ['a'], { id: 'a', name: 'A' }],
      ['users', ['a'], { id: 'a', name: 'A2' }],
      ['users', ['a'], null],
    ]);
    assert.equal(log.size, 0);
  });

  test('put — an existing key — replaced in place, the order of first puts kept', () => {
    const { items } = table();
    items.put({ id: 'a', name: 'A' });
    items.put({ id: 'b', name: 'B' });
    items.put({ id: 'a', name: 'A2' });
    assert.deepEqual([...items.keys()], ['a', 'b']);
    assert.deepEqual(items.list(), [
      { id: 'a', name: 'A2' },
      { id: 'b', name: 'B' },
    ]);
  });

  test('list — after a change — a new array; unchanged — the same array', () => {
    const { items } = table();
    items.put({ id: 'a', name: 'A' });
    const first = items.list();
    assert.equal(items.list(), first);
    items.put({ id: 'b', name: 'B' });
    assert.notEqual(items.list(), first);
    assert.equal(items.list().length, 2);
  });

  test('observe — puts and deletes — the observer sees the record and the one it replaced', () => {
    const { items } = table();
    const seen: string[] = [];
    items.observe({
      put: (r, previous) => seen.push(`put ${r.name}${previous ? ` over ${previous.name}` : ''}`),
      remove: (r) => seen.push(`remove ${r.name}`),
    });
    items.put({ id: 'a', name: 'A' });
    items.put({ id: 'a', name: 'A2' });
    items.delete('a');
    assert.deepEqual(seen, ['put A', 'put A2 over A', 'remove A2']);
  });

  test('a key such as __proto__ — put and read back — an ordinary key', () => {
    const { items } = table();
    items.put({ id: '__proto__', name: 'P' });
    assert.equal(items.get('__proto__')?.name, 'P');
    assert.equal(items.size, 1);
  });
});

describe('GroupedTable', () => {
  test('put and delete — noted with the group and key; an emptied group disappears', () => {
    const { log, members } = grouped();
    members.put({ guid: 'g', uid: 'u1' });
    members.put({ guid: 'g', uid: 'u2' });
    members.delete('g', 'u1');
    assert.equal(members.delete('g', 'nobody'), false);
    assert.deepEqual(log.take(), [
      ['members', ['g', 'u1'], { guid: 'g', uid: 'u1' }],
      ['members', ['g', 'u2'], { guid: 'g', uid: 'u2' }],
      ['members', ['g', 'u1'], null],
    ]);
    assert.equal(members.size, 1);
    members.delete('g', 'u2');
    assert.equal(members.has('g'), false);
    assert.equal(members.get('g'), undefined);
    assert.deepEqual(members.list('g'), []);
    assert.deepEqual([...members.groups()], []);
  });

  test('a record put and deleted again and again — the group reads as empty, then as the record', () => {
    const { members } = grouped();
    members.put({ guid: 'keep', uid: 'u' });
    for (let i = 0; i < 1000; i += 1) {
      members.put({ guid: 'g', uid: 'u' });
      assert.deepEqual(members.list('g'), [{ guid: 'g', uid: 'u' }]);
      members.delete('g', 'u');
    }
    assert.deepEqual([members.size, members.has('g'), members.list('g')], [1, false, []]);
    assert.deepEqual(
      [...members.groups()].map(([guid]) => guid),
      ['keep'],
    );
    members.put({ guid: 'g', uid: 'u2' });
    assert.deepEqual([...(members.get('g')?.keys() ?? [])], ['u2']);
  });

  test('get, find, list and values — several groups — each group in its own order', () => {
    const { members } = grouped();
    members.put({ guid: 'g1', uid: 'b' });
    members.put({ guid: 'g2', uid: 'a' });
    members.put({ guid: 'g1', uid: 'a' });
    assert.deepEqual([...(members.get('g1')?.keys() ?? [])], ['b', 'a']);
    assert.deepEqual(members.find('g2', 'a'), { guid: 'g2', uid: 'a' });
    assert.deepEqual(
      members.list('g1').map((m) => m.uid),
      ['b', 'a'],
    );
    assert.deepEqual(
      [...members.values()].map((m) => `${m.guid}/${m.uid}`),
      ['g1/b', 'g1/a', 'g2/a'],
    );
  });
});

describe('ChangeLog', () => {
  test('muted — changes made inside — not noted', () => {
    const { log, items } = table();
    log.muted(() => items.put({ id: 'a', name: 'A' }));
    assert.equal(log.size, 0);
    assert.equal(items.size, 1);
  });

  test('restore — changes a failed write took — put back ahead of newer ones', () => {
    const { log, items } = table();
    items.put({ id: 'a', name: 'A' });
    const taken = log.take();
    items.put({ id: 'b', name: 'B' });
    log.restore(taken);
    assert.deepEqual(
      log.take().map(([, key]) => key[0]),
      ['a', 'b'],
    );
  });
});

describe('Counters', () => {
  test('next — each call — a higher value, noted as the whole set of counters', () => {
    const log = new ChangeLog();
    const counters = new Counters('counters', log, { messageId: 5, reactionId: 1 });
    assert.equal(counters.next('messageId'), 6);
    assert.equal(counters.next('messageId'), 7);
    assert.deepEqual(log.take(), [
      ['counters', [], { messageId: 6, reactionId: 1 }],
      ['counters', [], { messageId: 7, reactionId: 1 }],
    ]);
  });
});
