/**
 * The examples of the control API's webhook operations: a webhook, and delivery journal entries as
 * the queue writes them (webhooks/webhook-journal.ts).
 */
export const webhookExample = {
  id: 'orders-hook',
  name: 'Orders backend',
  webhookURL: 'http://localhost:3000/chat-events',
  useBasicAuth: true,
  username: 'sandbox',
  enabled: true,
  triggers: ['message_sent', 'group_member_banned'],
};
export const webhookRequestExample = { ...webhookExample, password: 's3cret' };
export const deliveryExample = {
  at: 1700000000123,
  eventId: '1',
  entity: { type: 'message', id: '9' },
  webhookId: 'orders-hook',
  trigger: 'message_sent',
  url: 'http://localhost:3000/chat-events',
  attempt: 1,
  status: 200,
  durationMs: 4,
  outcome: 'delivered',
  body: {
    trigger: 'message_sent',
    data: {
      message: {
        id: '9',
        conversationId: 'superhero1_user_superhero2',
        sender: 'superhero1',
        receiverType: 'user',
        receiver: 'superhero2',
        category: 'message',
        type: 'text',
        data: { text: 'Hi' },
        sentAt: 1700000000,
        updatedAt: 1700000000,
      },
    },
    appId: 'chat-sandbox',
    region: 'us',
    webhook: 'orders-hook',
  },
};
const { status: _answered, ...unanswered } = deliveryExample;
export const skippedExample = {
  ...unanswered,
  eventId: '2',
  entity: { type: 'group', id: 'club' },
  trigger: 'group_created',
  error: 'circuit open: ECONNREFUSED (5 calls in a row unanswered; not called, next probe in 1400 ms)',
  durationMs: 0,
  outcome: 'retrying',
  body: {
    trigger: 'group_created',
    data: {
      group: {
        guid: 'club',
        name: 'Club',
        type: 'public',
        membersCount: 1,
        conversationId: 'group_club',
        createdAt: 1700000000,
        owner: 'superhero1',
      },
      by: { uid: 'app_system', name: 'System', status: 'offline', role: 'default', createdAt: 1596537299 },
    },
    appId: 'chat-sandbox',
    region: 'us',
    webhook: 'orders-hook',
  },
};
