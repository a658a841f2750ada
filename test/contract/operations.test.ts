import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { COMMON_ERRORS, ERROR_STATUS } from '../../src/contract/errors.ts';
import {
  OPERATIONS,
  OPERATION_IDS,
  documentedError,
  documentedErrors,
  isOperationId,
} from '../../src/contract/operations.ts';
import { PREFER_PATTERN } from '../../src/contract/parameters.ts';

describe('documented errors', () => {
  test('documentedError — saveMessage, 400 — ERR_BAD_REQUEST first, the limit code also documented', () => {
    assert.equal(documentedError('saveMessage', 400)?.code, 'ERR_BAD_REQUEST');
    assert.ok(documentedErrors('saveMessage').some((e) => e.code === 'ERR_SAVED_MESSAGES_LIMIT_EXCEEDED'));
  });

  test('documentedError — sendBotMessage, 404 — the bot uid check comes first', () => {
    assert.equal(documentedError('sendBotMessage', 404)?.code, 'ERR_UID_NOT_FOUND');
  });

  test('documentedError — body operations, 413 and 415 — ERR_BAD_REQUEST with a message naming the cause', () => {
    assert.match(documentedError('createGroup', 413)!.message, /65536 bytes/);
    assert.match(documentedError('createGroup', 415)!.message, /application\/json/);
    assert.equal(documentedError('createGroup', 415)!.code, 'ERR_BAD_REQUEST');
  });

  test('documentedError — status the operation never answers — undefined', () => {
    assert.equal(documentedError('listBlockedMessages', 404), undefined);
    assert.equal(documentedError('listAuthTokens', 413), undefined);
    assert.equal(documentedError('createGroup', 501), undefined);
    assert.equal(documentedError('createGroup', 500)!.code, 'ERR_EXCEPTION');
  });

  test('documentedErrors — every operation — statuses agree with the error table, no duplicates', () => {
    for (const id of OPERATION_IDS) {
      const codes = [...COMMON_ERRORS, ...OPERATIONS[id].errors];
      assert.equal(new Set(codes).size, codes.length, id);
      for (const e of documentedErrors(id)) {
        if (e.status !== 413 && e.status !== 415)
          assert.equal(e.status, ERROR_STATUS[e.code], `${id} ${e.code}`);
        assert.ok(e.message.length > 0);
      }
    }
  });

  test('isOperationId — a known id and an unknown one — true and false', () => {
    assert.equal(isOperationId('unbanUser'), true);
    assert.equal(isOperationId('deleteEverything'), false);
  });
});

describe('Prefer header pattern', () => {
  const prefer = new RegExp(PREFER_PATTERN);

  test('accepted forms — code, delay up to 30000, both with comma or semicolon', () => {
    for (const value of [
      'code=404',
      'delay=0',
      'delay=30000',
      'delay=2999',
      'code=429, delay=100',
      'delay=5;code=500',
    ]) {
      assert.match(value, prefer);
    }
  });

  test('rejected forms — delay over 30000, other preferences, malformed codes', () => {
    for (const value of ['delay=30001', 'delay=99999', 'example=x', 'code=42', 'code=600', 'code=404,', '']) {
      assert.doesNotMatch(value, prefer);
    }
  });
});
