import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { presentGroup, presentMessage, presentUser } from '../../src/domain/present.ts';
import { ContractAjv } from './contract-ajv.ts';
import { presentableState } from './present-state.ts';

const ajv = new ContractAjv(buildChatDocument());

function check(schema: string, value: unknown): string[] {
  const validate = ajv.schema(schema);
  return validate(value) ? [] : ContractAjv.messages(validate);
}

describe('response schemas against src/domain/present.ts', () => {
  const s = presentableState();

  test('presentUser — with and without a viewer who blocked the user — a valid User', () => {
    assert.deepEqual(check('User', presentUser(s, s.users.get('superhero2')!, 'superhero1')), []);
    assert.deepEqual(check('User', presentUser(s, s.users.get('superhero1')!)), []);
  });

  test('presentGroup — viewer member, viewer outsider, no viewer — a valid Group without password', () => {
    const group = s.groups.get('g1')!;
    for (const viewer of ['superhero1', 'superhero2', undefined]) {
      const view = presentGroup(s, group, viewer);
      assert.deepEqual(check('Group', view), [], String(viewer));
      assert.equal('password' in view, false);
    }
  });

  test('presentMessage — reactions, moderation, muid, tags — a valid Message', () => {
    const view = presentMessage(s, s.messages.get('1')!, { viewer: 'superhero1' });
    assert.deepEqual(check('Message', view), []);
    assert.deepEqual(check('Message', { ...view, savedAt: 8 }), []);
  });

  test('presentMessage — with quoted message and attachment — a valid Message', () => {
    const view = presentMessage(s, s.messages.get('2')!, { withQuoted: true });
    assert.ok(view.quotedMessage);
    assert.deepEqual(check('Message', view), []);
  });

  test('presentMessage — action message — a valid ActionMessage and Message', () => {
    const view = presentMessage(s, s.messages.get('3')!);
    assert.deepEqual(check('ActionMessage', view), []);
    assert.deepEqual(check('Message', view), []);
  });
});

describe('response schemas reject departures', () => {
  const s = presentableState();
  const view = presentMessage(s, s.messages.get('1')!, { viewer: 'superhero1' });

  test('Message — unknown top-level field — rejected', () => {
    assert.notDeepEqual(check('Message', { ...view, starredAt: 1 }), []);
  });

  test('Message — sentAt missing — rejected', () => {
    const { sentAt: _, ...rest } = view;
    assert.notDeepEqual(check('Message', rest), []);
  });

  test('Message — entities missing from data — rejected', () => {
    assert.notDeepEqual(check('Message', { ...view, data: { text: 'x' } }), []);
  });

  test('Group — password leaked — rejected', () => {
    assert.notDeepEqual(check('Group', { ...presentGroup(s, s.groups.get('g1')!), password: 'secret' }), []);
  });

  test('ErrorResponse — source missing or code unknown — rejected', () => {
    assert.notDeepEqual(check('ErrorResponse', { error: { code: 'ERR_BAD_REQUEST', message: 'm' } }), []);
    assert.notDeepEqual(
      check('ErrorResponse', { error: { code: 'NOPE', message: 'm', source: 'chat-api' } }),
      [],
    );
    assert.deepEqual(
      check('ErrorResponse', {
        error: {
          code: 'ERR_BAD_REQUEST',
          message: 'm',
          source: 'chat-api',
          details: { 'data.text': ['is required'] },
        },
      }),
      [],
    );
  });

  test('AddMembersResult — ban entry with data, added entry without — rejected', () => {
    const action = presentMessage(s, s.messages.get('3')!);
    assert.notDeepEqual(
      check('AddMembersResult', { usersToBan: { u: { success: true, data: action } } }),
      [],
    );
    assert.notDeepEqual(check('AddMembersResult', { admins: { u: { success: true } } }), []);
    assert.deepEqual(check('AddMembersResult', { admins: { u: { success: true, data: action } } }), []);
  });

  test('AddMembersResult — failure with a code outside the per-user list — rejected', () => {
    const failure = (code: string) => ({
      participants: { u: { success: false, error: { code, message: 'm' } } },
    });
    assert.notDeepEqual(check('AddMembersResult', failure('ERR_BAD_REQUEST')), []);
    assert.deepEqual(check('AddMembersResult', failure('ERR_NO_VACANCY')), []);
  });
});
