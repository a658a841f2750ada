/**
 * Webhook calls handed to an `onWebhook` callback in process (src/sandbox/webhooks/webhook-call.ts):
 * answered 200 when it returns, 500 when it throws, and timed out like a receiver that never answers
 * when it never settles, so that it cannot hold its slot of the queue for good.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { callbackPost } from '../../src/sandbox/webhooks/webhook-call.ts';

const CALL = { url: 'https://receiver.test/hook', body: '{"trigger":"group_created","data":{"n":1}}' };
const SIGNAL = new AbortController().signal;

describe('webhook calls to a callback', () => {
  test('a callback that returns — 200; the body parsed when read, the same object each read', async () => {
    let seen: { body: unknown } | undefined;
    const result = await callbackPost((delivery) => void (seen = delivery))(CALL, SIGNAL, 1000);
    assert.deepEqual(result, { status: 200 });
    assert.deepEqual(seen?.body, { trigger: 'group_created', data: { n: 1 } });
    assert.equal(seen?.body, seen?.body);
  });

  test('what a callback is handed — a plain object of url, body and auth, compared, printed and copied whole', async () => {
    const seen: { url: string; body: unknown; authorization?: string }[] = [];
    const post = callbackPost((delivery) => void seen.push(delivery));
    await post({ ...CALL, authorization: 'Basic dTpw' }, SIGNAL, 1000);
    await post(CALL, SIGNAL, 1000);
    const [first, second] = seen;
    // Compared whole, as a receiver's test compares it: nothing else in it, and no other prototype.
    assert.deepStrictEqual(first, {
      url: CALL.url,
      body: { trigger: 'group_created', data: { n: 1 } },
      authorization: 'Basic dTpw',
    });
    assert.deepEqual(Reflect.ownKeys(second!), ['url', 'body']);
    assert.equal(JSON.stringify(second), `{"url":"${CALL.url}","body":${CALL.body}}`);
    assert.notEqual(first!.body, second!.body, 'each delivery its own copy');
    assert.deepEqual({ ...second }, JSON.parse(JSON.stringify(second)), 'a spread copy is the same');
  });

  test('its body — the call’s text read and parsed only once something reads it, and never over the callback’s own', async () => {
    let reads = 0;
    const call = {
      url: CALL.url,
      get body() {
        reads += 1;
        return CALL.body;
      },
    };
    const handed = async () => {
      let got: Record<string, unknown> | undefined;
      await callbackPost((delivery) => void (got = delivery))(call, SIGNAL, 1000);
      return got!;
    };
    const untouched = await handed();
    assert.equal(untouched.url, CALL.url);
    assert.equal('body' in untouched, true);
    assert.equal(reads, 0, 'routing by url reads no body');
    const parsed = { trigger: 'group_created', data: { n: 1 } };
    assert.deepEqual(
      Object.getOwnPropertyDescriptor(untouched, 'body')?.value,
      parsed,
      'first read as a descriptor',
    );
    reads = 0;
    const read = await handed();
    assert.deepEqual(
      [JSON.stringify(read), { ...read }.body, read.body],
      [`{"url":"${CALL.url}","body":${CALL.body}}`, read.body, { trigger: 'group_created', data: { n: 1 } }],
    );
    assert.equal(reads, 1, 'parsed once whatever reads it');
    assert.deepEqual(Object.getOwnPropertyDescriptor(read, 'body'), {
      value: read.body,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    const replaced = await handed();
    replaced.body = 'mine';
    const removed = await handed();
    delete removed.body;
    const defined = await handed();
    Object.defineProperty(defined, 'body', { value: 7, enumerable: true });
    assert.deepEqual(
      [replaced.body, 'body' in removed, removed.body, defined.body],
      ['mine', false, undefined, 7],
    );
    assert.equal(reads, 1, 'a body the callback put or took away is never parsed over');
  });

  test('a callback that throws — a receiver that answered 500', async () => {
    const result = await callbackPost(() => {
      throw new Error('down');
    })(CALL, SIGNAL, 1000);
    assert.equal(result.status, 500);
    assert.match(result.error ?? '', /threw: Error: down/);
  });

  test('a callback that never settles — no answer within the timeout, as a silent receiver', async () => {
    // The call's timer is unref'd (a hung callback holds no process open): the test holds the process
    // open for two seconds at most, so that a call that never ends fails the test instead of hanging it.
    const open = setTimeout(() => undefined, 2000);
    const result = await callbackPost(() => new Promise(() => undefined))(CALL, SIGNAL, 30);
    clearTimeout(open);
    assert.equal(result.status, undefined);
    assert.match(result.error ?? '', /did not settle within 30 ms/);
  });
});
