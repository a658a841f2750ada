/**
 * The email and SMS unread fallback end to end (SPEC 20), through the operations alone: a provider and
 * a contact detail configured, a message sent, the app clock moved past the interval through the
 * control API — one email for what is still unread, and none for a message read before it was due.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ok, sandbox, type Client } from './api-client.ts';

const { request, fresh } = sandbox();
/** The app's default interval (the reference's settings example): two hours. */
const INTERVAL = 7200;

type Log = Record<string, unknown> & { payload?: Record<string, unknown> };

async function withSendGrid(): Promise<Client> {
  const client = fresh();
  ok(
    await client.post('/notifications/email/v1/providers/sendgrid', {
      sendGridApiKey: 'SG.sandbox-key',
      sendGridTemplateID: 'd-1',
      sendGridUnsubscribeGroupID: '33832',
      senderName: 'Chat',
      senderEmail: 'chat@example.com',
      allowEmailReplies: false,
    }),
  );
  ok(await client.patch('/notifications/v1/contact-details', { email: 'bob@example.com' }, 'superhero2'));
  return client;
}

const advance = (client: Client, seconds: number) =>
  request.put(`/__sandbox/apps/${client.appId}/clock`).send({ advance: seconds });

const emails = async (client: Client): Promise<Log[]> =>
  ok(await client.get('/notifications/v1/logs?channel=email')) as Log[];

describe('the unread email fallback', () => {
  it('sends one email of what is still unread once the interval has passed on the app clock', async () => {
    const client = await withSendGrid();
    const sent = ok(
      await client.post(
        '/messages',
        {
          category: 'message',
          type: 'text',
          receiver: 'superhero2',
          receiverType: 'user',
          data: { text: 'hi' },
        },
        'superhero1',
      ),
    ) as { id: string };
    assert.equal((await advance(client, INTERVAL - 1)).status, 200);
    assert.deepEqual(await emails(client), [], 'not due yet');
    assert.equal((await advance(client, 1)).status, 200);
    const [email, ...more] = await emails(client);
    assert.equal(more.length, 0);
    assert.equal(email?.provider, 'sendgrid');
    assert.equal(email?.notificationTriggered, true);
    assert.equal(String(email?.messageId), sent.id);
    assert.equal((email?.payload?.to as { email?: string } | undefined)?.email, 'bob@example.com');
  });

  it('sends nothing for a message read before it was due', async () => {
    const client = await withSendGrid();
    ok(
      await client.post(
        '/messages',
        {
          category: 'message',
          type: 'text',
          receiver: 'superhero2',
          receiverType: 'user',
          data: { text: 'hi' },
        },
        'superhero1',
      ),
    );
    ok(await client.post('/users/superhero1/conversation/read', undefined, 'superhero2'));
    assert.equal((await advance(client, INTERVAL)).status, 200);
    assert.deepEqual(await emails(client), []);
  });
});
