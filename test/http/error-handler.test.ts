import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import express, { type Request } from 'express';
import supertest from 'supertest';
import { ApiError } from '../../src/contract/errors.ts';
import { createErrorHandler, toApiError } from '../../src/http/error-handler.ts';
import { fieldName } from '../../src/http/field-names.ts';
import { StateFileError } from '../../src/store/file-store.ts';
import { pino } from 'pino';

const req = { method: 'GET', path: '/v3/x' } as Request;
const silent = pino({ level: 'silent' });

/** An app whose one route matched an operation documenting 200 and 400 only, then failed with `error`. */
function appFailingWith(error: unknown, validateResponses?: boolean) {
  const app = express();
  app.get('/op', (request) => {
    Object.assign(request, {
      openapi: { schema: { operationId: 'op', responses: { '200': {}, '400': {} } } },
    });
    throw error;
  });
  app.get('/unmatched', () => {
    throw error;
  });
  app.use(
    createErrorHandler(silent, undefined, validateResponses === undefined ? {} : { validateResponses }),
  );
  return supertest(app);
}

describe('error handler — toApiError', () => {
  test('body-parser refusals — parse, scalar, size, charset, inflate — the envelope codes and statuses', () => {
    const cases: [object, number, string][] = [
      [{ type: 'entity.parse.failed', status: 400, body: '{"a":' }, 400, 'must be valid JSON'],
      [{ type: 'entity.parse.failed', status: 400, body: '12' }, 400, 'must be a JSON object'],
      [{ type: 'entity.too.large', status: 413 }, 413, ''],
      [{ type: 'charset.unsupported', status: 415 }, 415, ''],
      [
        { status: 400, code: 'Z_DATA_ERROR', message: 'incorrect header check' },
        400,
        'incorrect header check',
      ],
    ];
    for (const [error, status, detail] of cases) {
      const api = toApiError(error, req);
      assert.deepEqual([api.code, api.status], ['ERR_BAD_REQUEST', status], JSON.stringify(error));
      if (detail) assert.deepEqual(api.details?.['body'], [detail]);
    }
  });

  test('malformed percent-encoding — from the validator or the router — 400 naming the path', () => {
    for (const message of ["malformed uri'", "Failed to decode param '%E0%A4%A'"]) {
      const api = toApiError({ status: 400, message, errors: [{ path: '/x', message }] }, req);
      assert.deepEqual(api.details, { path: ['must be valid percent-encoded UTF-8'] });
    }
  });

  test('a data file that cannot be used — StateFileError — ERR_EXCEPTION naming the file', () => {
    const api = toApiError(new StateFileError('/data/us/app.json', 'is not valid JSON'), req);
    assert.equal(api.code, 'ERR_EXCEPTION');
    assert.match(api.message, /\/data\/us\/app\.json is not valid JSON/);
  });

  test('anything else — a TypeError — ERR_EXCEPTION with no detail of it', () => {
    const api = toApiError(new TypeError('x is undefined'), req);
    assert.deepEqual(
      [api.code, api.status, api.message],
      ['ERR_EXCEPTION', 500, 'Something went wrong on the server.'],
    );
  });

  test('fieldName — validator paths — dotted body fields, bare parameters, contract header names', () => {
    assert.equal(fieldName('/body/data/formFields/0/label'), 'data.formFields.0.label');
    assert.equal(fieldName('/query/perPage'), 'perPage');
    assert.equal(fieldName('/headers/onbehalfof'), 'onBehalfOf');
    assert.equal(fieldName('/body'), 'body');
    assert.equal(fieldName(undefined), 'request');
  });
});

describe('error handler — answers', () => {
  test('a documented error status — 400 on the matched operation — sent as it is', async () => {
    const res = await appFailingWith(new ApiError('ERR_BAD_REQUEST', 'bad')).get('/op');
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { error: { code: 'ERR_BAD_REQUEST', message: 'bad', source: 'chat-api' } });
    assert.match(String(res.headers['content-type']), /^application\/json; charset=utf-8/);
  });

  test('an error status the operation does not document — 404 — 500 ERR_EXCEPTION saying which', async () => {
    const res = await appFailingWith(new ApiError('ERR_UID_NOT_FOUND', 'no user')).get('/op');
    assert.equal(res.status, 500);
    assert.equal(res.body.error.code, 'ERR_EXCEPTION');
    assert.match(res.body.error.devMessage, /404 ERR_UID_NOT_FOUND is not documented/);
  });

  test('an undocumented status, response validation off — 404 — sent as it is', async () => {
    const res = await appFailingWith(new ApiError('ERR_UID_NOT_FOUND', 'no user'), false).get('/op');
    assert.equal(res.status, 404);
  });

  test('no operation matched — 404 — sent as it is', async () => {
    const res = await appFailingWith(new ApiError('ERR_API_NOT_FOUND', 'none')).get('/unmatched');
    assert.equal(res.status, 404);
  });

  test('an error with headers — 429 — the headers sent with the envelope', async () => {
    const error = new ApiError('ERR_TOO_MANY_REQUESTS', 'slow down', { headers: { 'Retry-After': '7' } });
    const res = await appFailingWith(error).get('/unmatched');
    assert.equal(res.status, 429);
    assert.equal(res.headers['retry-after'], '7');
  });
});
