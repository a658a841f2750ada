import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { resetGroupConversation } from '../../src/domain/conversations.ts';
import { addGroupMembers } from '../../src/domain/group-members.ts';
import { resetKey } from '../../src/store/state.ts';
import { NOW, assertRejected, groupContext } from './group-fixture.ts';

describe('resetGroupConversation', () => {
  test('reset — member of a group with messages — confirmation and a reset record up to the newest message', () => {
    const ctx = groupContext();
    assert.deepEqual(resetGroupConversation(ctx, 'team', 'pat', { preserveOrder: true }), {
      success: true,
      message: 'The conversation group_team has been deleted successfully for UID pat.',
    });
    assert.deepEqual(ctx.state.conversationResets.get(resetKey('team', 'pat')), {
      guid: 'team',
      uid: 'pat',
      lastMessageId: '1',
      preserveOrder: true,
      resetAt: NOW,
    });
  });

  test('reset — preserveOrder absent — stored as false', () => {
    const ctx = groupContext();
    resetGroupConversation(ctx, 'Team', 'pat');
    assert.equal(ctx.state.conversationResets.get(resetKey('team', 'pat'))?.preserveOrder, false);
  });

  test('reset — twice with nothing new — second is 404 ERR_CONVERSATION_NOT_ACCESSIBLE', () => {
    const ctx = groupContext();
    resetGroupConversation(ctx, 'team', 'pat');
    assertRejected(ctx, () => resetGroupConversation(ctx, 'team', 'pat'), 'ERR_CONVERSATION_NOT_ACCESSIBLE');
  });

  test('reset — another member after one reset — unaffected, may reset too', () => {
    const ctx = groupContext();
    resetGroupConversation(ctx, 'team', 'pat');
    assert.equal(resetGroupConversation(ctx, 'team', 'alice').success, true);
  });

  test('reset — a new message since the last reset — allowed again, record moves to the new message', () => {
    const ctx = groupContext();
    resetGroupConversation(ctx, 'team', 'pat');
    addGroupMembers(ctx, 'team', { participants: ['olga'] });
    resetGroupConversation(ctx, 'team', 'pat');
    assert.equal(ctx.state.conversationResets.get(resetKey('team', 'pat'))?.lastMessageId, '2');
  });

  test('reset — group without messages — 404 ERR_CONVERSATION_NOT_ACCESSIBLE', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => resetGroupConversation(ctx, 'quiet', 'pat'), 'ERR_CONVERSATION_NOT_ACCESSIBLE');
  });

  test('reset — user not a member, or banned — 403 ERR_NOT_A_MEMBER', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => resetGroupConversation(ctx, 'team', 'olga'), 'ERR_NOT_A_MEMBER');
    assertRejected(ctx, () => resetGroupConversation(ctx, 'team', 'ben'), 'ERR_NOT_A_MEMBER');
  });

  test('reset — non-member of a group without messages — membership is checked first', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => resetGroupConversation(ctx, 'quiet', 'olga'), 'ERR_NOT_A_MEMBER');
  });

  test('reset — unknown group or unknown user — 404', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => resetGroupConversation(ctx, 'nope', 'pat'), 'ERR_GUID_NOT_FOUND');
    assertRejected(ctx, () => resetGroupConversation(ctx, 'team', 'ghost'), 'ERR_UID_NOT_FOUND');
  });
});
