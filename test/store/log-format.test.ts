import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  LOG_MIN_BYTES,
  encodeEntry,
  parseLog,
  parseSnapshot,
  shouldCompact,
  SnapshotLines,
  snapshotPieces,
} from '../../src/store/log-format.ts';
import { StateFileError } from '../../src/store/state-file-error.ts';
import type { Change } from '../../src/store/tables.ts';

const put: Change = ['users', ['u1'], { uid: 'u1' }];
const remove: Change = ['members', ['g', 'u1'], null];

describe('log lines', () => {
  test('encode then parse — entries after the snapshot seq — returned in order, earlier ones skipped', () => {
    const text = encodeEntry(3, [put]) + encodeEntry(4, [remove]) + encodeEntry(5, [put, remove]);
    const log = parseLog(text, 'app.log', 3);
    assert.deepEqual(
      log.entries.map((e) => e.seq),
      [4, 5],
    );
    assert.deepEqual(log.entries[1]?.changes, [put, remove]);
    assert.equal(log.lastSeq, 5);
    assert.equal(log.wholeBytes, Buffer.byteLength(text));
  });

  test('a last line without its newline — parse — dropped, and wholeBytes ends before it', () => {
    const whole = encodeEntry(1, [put]);
    const log = parseLog(`${whole}{"seq":2,"chan`, 'app.log', 0);
    assert.equal(log.entries.length, 1);
    assert.equal(log.wholeBytes, Buffer.byteLength(whole));
  });

  test('a whole line that is not JSON — parse — StateFileError naming the file and the line', () => {
    const text = `${encodeEntry(1, [put])}{oops}\n${encodeEntry(3, [put])}`;
    assert.throws(
      () => parseLog(text, '/data/app.log', 0),
      (error: unknown) =>
        error instanceof StateFileError &&
        error.file === '/data/app.log' &&
        /line 2 is not valid JSON/.test(error.message),
    );
  });

  test('lines out of order or not shaped as writes — parse — StateFileError', () => {
    for (const text of [
      encodeEntry(2, [put]) + encodeEntry(2, [put]),
      '{"seq":1}\n',
      '{"seq":1,"changes":[["users","u1",{}]]}\n',
      '{"seq":1,"changes":[["users",[1],{}]]}\n',
      '[]\n',
    ]) {
      assert.throws(() => parseLog(text, 'app.log', 0), StateFileError, text);
    }
  });

  test('an empty log — parse — no entries, the snapshot seq kept', () => {
    assert.deepEqual(parseLog('', 'app.log', 7), { entries: [], lastSeq: 7, wholeBytes: 0 });
  });
});

describe('snapshot text', () => {
  test('pieces joined — parse — the same snapshot and seq, one record per line', () => {
    const snapshot = { users: [{ uid: 'a' }, { uid: '__proto__' }], members: [], counters: { messageId: 3 } };
    const text = [...snapshotPieces(9, snapshot)].join('');
    assert.deepEqual(parseSnapshot(text, 'app.json'), { seq: 9, snapshot });
    assert.match(text, /\n {4}\{"uid":"a"\},\n {4}\{"uid":"__proto__"\}\n/);
  });

  test('a snapshot written by hand without a seq — parse — seq 0', () => {
    assert.deepEqual(parseSnapshot('{"users": []}', 'app.json'), { seq: 0, snapshot: { users: [] } });
  });

  test('not JSON, or a seq that is not an integer — parse — StateFileError naming the file', () => {
    assert.throws(() => parseSnapshot('{"users": [', 'a.json'), /a\.json is not valid JSON/);
    assert.throws(() => parseSnapshot('{"seq": "1"}', 'a.json'), /seq that is not an integer/);
  });
});

const readLines = (text: string): { seq: number; snapshot: unknown } | undefined => {
  const lines = new SnapshotLines();
  for (const line of text.split('\n').slice(0, -1)) if (!lines.push(line)) return undefined;
  return lines.end('app.json');
};

describe('snapshot lines', () => {
  test('pieces — read a line at a time — the same snapshot and seq as a whole parse', () => {
    const snapshot = {
      users: [{ uid: 'a', name: 'x,' }, { uid: 'b' }],
      members: [],
      counters: { messageId: 3 },
      reactions: [{ reaction: '👍' }],
    };
    const text = [...snapshotPieces(9, snapshot)].join('');
    assert.deepEqual(readLines(text), { seq: 9, snapshot });
    assert.deepEqual(readLines(text), parseSnapshot(text, 'app.json'));
  });

  test('a key named __proto__ — read a line at a time — kept as a key, no prototype set', () => {
    const text = '{\n  "seq": 2,\n  "__proto__": [\n    {"uid":"a"}\n  ]\n}\n';
    const read = readLines(text);
    assert.deepEqual(read, parseSnapshot(text, 'app.json'));
    const snapshot = read?.snapshot as Record<string, unknown>;
    assert.equal(Object.getPrototypeOf(snapshot), Object.prototype);
    assert.deepEqual(Object.keys(snapshot), ['__proto__']);
  });

  test('a file in another layout, damaged or cut short — read a line at a time — refused, for a whole parse', () => {
    const whole = [...snapshotPieces(1, { users: [{ uid: 'a' }] })].join('');
    for (const text of [
      '{"users": []}\n',
      whole.replace('{"uid":"a"}', '{"uid":'),
      whole.replace('\n}\n', '\n'),
      whole.replace('  ]', ' ]'),
      `${whole}{}\n`,
    ]) {
      assert.equal(readLines(text), undefined, text);
    }
  });
});

describe('compaction rule', () => {
  test('a log under the minimum or under the snapshot — no compaction; past both — compaction', () => {
    assert.equal(shouldCompact(LOG_MIN_BYTES, 10), false);
    assert.equal(shouldCompact(LOG_MIN_BYTES + 1, 10), true);
    assert.equal(shouldCompact(5 * LOG_MIN_BYTES, 6 * LOG_MIN_BYTES), false);
    assert.equal(shouldCompact(7 * LOG_MIN_BYTES, 6 * LOG_MIN_BYTES), true);
  });

  test('a fixed size given — compaction past it, whatever the snapshot', () => {
    assert.equal(shouldCompact(101, 10 * LOG_MIN_BYTES, 100), true);
    assert.equal(shouldCompact(100, 10, 100), false);
  });
});
