import { describe, test } from 'node:test';
import { KEYWORD_BODY_LIMIT_BYTES, KEYWORD_WRITES } from '../../src/contract/keyword-list-catalogue.ts';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { BODY_DEPTH_MAX, BODY_LIMIT_BYTES } from '../../src/contract/limits.ts';
import { OPERATION_IDS } from '../../src/contract/operations.ts';
import { expectError, fetchCannotSend, makeApp } from '../helpers/api.ts';
import {
  BODY_CALLS,
  SEED,
  VALID_CALLS,
  assertStateLoads,
  expectRefusedUnchanged,
  raw,
  send,
} from './hostile-harness.ts';

const t = makeApp();

const BAD_JSON = [
  '{',
  '{"a":}',
  "{'guid':'x'}",
  '{"guid":"x",}',
  '{"a":1}}',
  'NaN',
  'undefined',
  '{"a":01}',
  '\u0000',
];
const SCALARS = ['"text"', '42', '-1.5e3', 'true', 'null'];
const NOT_JSON_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/merge-patch+json',
  'application/json; charset=latin1',
];

/** `{"a":{"a":…1…}}` with `levels` objects, the body itself counting as the first. */
const nested = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('hostile suites — their valid calls', () => {
  test('valid calls — every operation of the contract — exactly one, so the suites reach it', () => {
    assert.deepEqual(VALID_CALLS.map((c) => c.operationId).sort(), [...OPERATION_IDS].sort());
  });
});

describe('hostile bodies — JSON text', () => {
  for (const call of VALID_CALLS) {
    const skip = fetchCannotSend(call.method, { body: '{}' });
    test(
      `bad JSON — ${call.operationId}, hand-picked syntax errors — 400, state unchanged`,
      { skip },
      async () => {
        for (const body of BAD_JSON) {
          const res = await expectRefusedUnchanged(t, `${call.operationId} ${body}`, () =>
            raw(t, call.method, call.path, { body, onBehalfOf: call.onBehalfOf }),
          );
          assert.equal(res.status, 400);
        }
      },
    );

    test(
      `JSON scalar at the top — ${call.operationId} — 400 naming an object, state unchanged`,
      { skip },
      async () => {
        for (const body of SCALARS) {
          const res = await expectRefusedUnchanged(t, `${call.operationId} ${body}`, () =>
            raw(t, call.method, call.path, { body, onBehalfOf: call.onBehalfOf }),
          );
          assert.deepEqual(res.body.error.details, { body: ['must be a JSON object'] });
        }
      },
    );

    test(`nesting of 10,000 levels — ${call.operationId} — 400, state unchanged`, { skip }, async () => {
      await expectRefusedUnchanged(t, call.operationId, () =>
        raw(t, call.method, call.path, { body: nested(10_000), onBehalfOf: call.onBehalfOf }),
      );
    });
  }

  test('truncated JSON — any proper prefix of every valid body — 400, state unchanged', async () => {
    const texts = BODY_CALLS.map((call) => ({ call, text: JSON.stringify(call.body) }));
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...texts)
          .chain(({ call, text }) =>
            fc.integer({ min: 1, max: text.length - 1 }).map((cut) => ({ call, body: text.slice(0, cut) })),
          ),
        async ({ call, body }) => {
          await expectRefusedUnchanged(t, `${call.operationId} ${body}`, () =>
            raw(t, call.method, call.path, { body, onBehalfOf: call.onBehalfOf }),
          );
        },
      ),
      { numRuns: 60, seed: SEED },
    );
  });

  for (const call of BODY_CALLS) {
    test(`array at the top — ${call.operationId} — 400, state unchanged`, async () => {
      for (const body of ['[]', JSON.stringify([call.body])]) {
        await expectRefusedUnchanged(t, `${call.operationId} ${body}`, () =>
          raw(t, call.method, call.path, { body, onBehalfOf: call.onBehalfOf }),
        );
      }
    });

    test(`content type not JSON — ${call.operationId}, a valid body — 415, state unchanged`, async () => {
      // A keyword list's write takes a form (SPEC 19): JSON text sent as one is refused as a form (400).
      const form = KEYWORD_WRITES.has(call.operationId);
      for (const contentType of NOT_JSON_TYPES.filter((type) => !form || !type.startsWith('multipart/'))) {
        const res = await expectRefusedUnchanged(t, `${call.operationId} ${contentType}`, () =>
          raw(t, call.method, call.path, {
            body: JSON.stringify(call.body),
            contentType,
            onBehalfOf: call.onBehalfOf,
          }),
        );
        expectError(res, 415, 'ERR_BAD_REQUEST');
      }
    });

    test(`nesting of ${BODY_DEPTH_MAX + 1} levels — ${call.operationId} — 400 naming the depth, state unchanged`, async () => {
      const res = await expectRefusedUnchanged(t, call.operationId, () =>
        raw(t, call.method, call.path, { body: nested(BODY_DEPTH_MAX + 1), onBehalfOf: call.onBehalfOf }),
      );
      assert.match(res.body.error.message, new RegExp(`${BODY_DEPTH_MAX} levels`));
    });

    test(`body one byte over the limit — ${call.operationId}, padded with emoji — 413, state unchanged`, async () => {
      // A keyword list's write takes 1 MB and more (SPEC 19).
      const limit = KEYWORD_WRITES.has(call.operationId) ? KEYWORD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
      const room = limit + 1 - Buffer.byteLength(JSON.stringify({ ...call.body, padding: '' }));
      const padding = '😀'.repeat(Math.floor(room / 4)) + 'x'.repeat(room % 4);
      const text = JSON.stringify({ ...call.body, padding });
      assert.equal(Buffer.byteLength(text), limit + 1);
      const res = await expectRefusedUnchanged(t, call.operationId, () =>
        raw(t, call.method, call.path, { body: text, onBehalfOf: call.onBehalfOf }),
      );
      expectError(res, 413, 'ERR_BAD_REQUEST');
    });
  }
});

describe('hostile bodies — the largest and deepest bodies accepted', () => {
  const accepted = makeApp();
  const metadataAt = (levels: number) => JSON.parse(nested(levels)) as object;

  test(`nesting of ${BODY_DEPTH_MAX - 1} and ${BODY_DEPTH_MAX} levels — group metadata — 200, stored, the state loads again`, async () => {
    for (const levels of [BODY_DEPTH_MAX - 1, BODY_DEPTH_MAX]) {
      // The body is level 1 and metadata level 2, so metadata brings the rest.
      const metadata = metadataAt(levels - 1);
      const res = await send(accepted, VALID_CALLS[2]!, {
        guid: `deep-${levels}`,
        name: 'D',
        type: 'public',
        metadata,
      });
      assert.equal(res.status, 200, res.text.slice(0, 300));
      assert.deepEqual(res.body.data.metadata, metadata);
    }
    await assertStateLoads(accepted);
  });

  test('body of exactly the limit — a bot text message of multi-byte text — 200, the text stored whole', async () => {
    const body = { category: 'message', receiver: 'superhero1', receiverType: 'user', data: { text: '' } };
    const room = BODY_LIMIT_BYTES - Buffer.byteLength(JSON.stringify(body));
    const text = 'ß'.repeat(Math.floor(room / 2)) + 'x'.repeat(room % 2);
    const json = JSON.stringify({ ...body, data: { text } });
    assert.equal(Buffer.byteLength(json), BODY_LIMIT_BYTES);
    const res = await raw(accepted, 'post', '/bots/chatbot/messages', { body: json });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.equal(res.body.data.data.text, text);
  });
});
