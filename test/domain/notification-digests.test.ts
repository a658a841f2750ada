import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonObject } from '../../src/contract/json.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import type { DomainEvent } from '../../src/domain/events.ts';
import { moveMarkForward } from '../../src/domain/marks.ts';
import { queueUnreadFallback, runDueDigests } from '../../src/domain/notification-digests.ts';
import type { NotificationProviderKind } from '../../src/store/notification-records.ts';
import { groupContext, NOW } from './group-fixture.ts';

const INTERVAL_S = 7200; // the reference's default `intervalInSeconds`

/** A group context whose clock a test moves; `pat` waits for message 1 of `team` on `channel`. */
function waiting(channel: 'email' | 'sms', provider: NotificationProviderKind, details: JsonObject = {}) {
  let now = NOW;
  const base = groupContext();
  const ctx: DomainContext = { state: base.state, clock: { now: () => now } };
  ctx.state.notificationProviders.put({
    kind: provider,
    details: { isEnabled: true, ...details },
    createdAt: NOW,
    updatedAt: NOW,
  });
  queueUnreadFallback(ctx, { channel, uid: 'pat', message: ctx.state.messages.get('1')! });
  return {
    ctx,
    advance: (seconds: number) => (now += seconds),
    logs: () => [...ctx.state.notificationLogs.values()],
    events: () => ctx.state.changes.takeEvents() as DomainEvent[],
    contact: (details: { email?: string; phno?: string }) =>
      ctx.state.notificationUsers.put({ uid: 'pat', contactDetails: details, updatedAt: NOW }),
  };
}

describe('the email and SMS unread fallback', () => {
  it('sends the still unread messages as one email once the interval passed, and counts it', () => {
    const w = waiting('email', 'sendgrid');
    w.contact({ email: 'pat@example.com' });
    const queued = w.events().find((e) => e.type === 'notificationDigestQueued');
    assert.deepEqual(queued, { type: 'notificationDigestQueued', dueAt: (NOW + INTERVAL_S) * 1000 });
    w.advance(INTERVAL_S - 1);
    assert.equal(runDueDigests(w.ctx), (NOW + INTERVAL_S) * 1000, 'not yet due: its time is the next');
    assert.equal(w.logs().length, 0);
    w.advance(1);
    assert.equal(runDueDigests(w.ctx), undefined);
    const [log] = w.logs();
    assert.ok(log);
    assert.equal(log.channel, 'email');
    assert.equal(log.provider, 'sendgrid');
    assert.equal(log.notificationTriggered, true);
    assert.equal(log.success, true);
    assert.equal(log.messageId, 1);
    assert.equal(log.receiver, 'team');
    assert.equal(log.member, 'pat');
    assert.deepEqual(log.payload, {
      to: { uid: 'pat', name: 'Pat', email: 'pat@example.com' },
      messages: [{ sender: { uid: 'alice', name: 'Alice' }, message: 'hello team' }],
      senderDetails: { uid: 'alice', name: 'Alice' },
      groupDetails: { guid: 'team', name: 'Team' },
      subject: 'New messages in Team',
    });
    assert.equal(w.ctx.state.notificationDigests.size, 0);
    assert.equal([...w.ctx.state.notificationQuotas.values()][0]?.sent, 1);
  });

  it('sends nothing when the recipient read the messages before it was due', () => {
    const w = waiting('email', 'sendgrid');
    w.contact({ email: 'pat@example.com' });
    moveMarkForward(w.ctx, 'read', 'pat', 'group_team', '1');
    w.advance(INTERVAL_S);
    runDueDigests(w.ctx);
    assert.deepEqual(w.logs(), []);
    assert.equal(w.ctx.state.notificationDigests.size, 0);
  });

  it('logs QUOTA_PREFERENCE once the day’s allowance is spent', () => {
    const w = waiting('email', 'sendgrid');
    w.contact({ email: 'pat@example.com' });
    const day = new Date((NOW + INTERVAL_S) * 1000).toISOString().slice(0, 10);
    w.ctx.state.notificationQuotas.put({ channel: 'email', uid: 'pat', day, sent: 20, perConversation: {} });
    w.advance(INTERVAL_S);
    runDueDigests(w.ctx);
    assert.equal(w.logs()[0]?.reason, 'QUOTA_PREFERENCE');
    assert.equal(w.logs()[0]?.notificationTriggered, false);
  });

  it('needs a stored phone number for Twilio, and for a custom provider only with useStoredPhNo', () => {
    const twilio = waiting('sms', 'twilio');
    twilio.advance(INTERVAL_S);
    runDueDigests(twilio.ctx);
    assert.equal(twilio.logs()[0]?.reason, 'MISSING_PHNO');

    const strict = waiting('sms', 'customSms', { useStoredPhNo: true });
    strict.advance(INTERVAL_S);
    runDueDigests(strict.ctx);
    assert.equal(strict.logs()[0]?.reason, 'MISSING_PHNO');

    const custom = waiting('sms', 'customSms', { useStoredPhNo: false });
    custom.events();
    custom.advance(INTERVAL_S);
    runDueDigests(custom.ctx);
    const [log] = custom.logs();
    assert.equal(log?.notificationTriggered, true);
    assert.equal(log?.provider, 'custom');
    assert.equal(log?.success, undefined, 'set by the call, once it ends');
    const [called] = custom.events();
    assert.deepEqual(called, {
      type: 'customProviderCalled',
      logId: log._id,
      provider: 'customSms',
      trigger: 'sms-notification-payload-generated',
      data: log.payload,
    });
    assert.equal(
      log.payload?.smsContent,
      "You've received 1 message(s) in Team! Read them at https://your-website.com.",
    );
  });
});
