/**
 * Random histories of three users and a group (sends, thread replies, permanent deletes, read,
 * delivered and unread marks), each read checked against a plain model kept beside it: unread counts,
 * `replyCount`, `deliveredAt` / `readAt` present exactly when and as the model says, the `unread` and
 * `undelivered` filters, and the main and thread lists listing every message once. The model knows
 * nothing of the code under test: messages in id order, and each mark as the list of its steps.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { GUID, NOW, ok, sandboxWithSeed, type Client, type Data } from './api-client.ts';

const USERS = ['superhero1', 'superhero2', 'superhero3'] as const;
type Uid = (typeof USERS)[number];
const GROUP = `group_${GUID}`;

// The fixtures' users and group, without messages, blocks or resets: the model starts empty.
const { fresh } = sandboxWithSeed((s) => ({
  ...s,
  messages: [],
  reactions: [],
  savedMessages: [],
  blockedMessages: [],
  conversationResets: [],
  blockedUsers: [],
}));

interface Model {
  id: string;
  conversationId: string;
  sender: Uid;
  /** The other user of a one-to-one message; undefined in the group. */
  receiver: Uid | undefined;
  parentId?: string | undefined;
  action: boolean;
}
type Step = { id: string; at: number };
type Marks = Map<string, Step[]>;

const pairOf = (a: string, b: string) => [a, b].sort().join('_user_');
const key = (uid: string, conversationId: string) => `${uid} ${conversationId}`;
const byId = (a: string, b: string) => Number(a) - Number(b);
const last = <T>(list: readonly T[]): T | undefined => list[list.length - 1];

/** When the mark's steps first covered `id`, or undefined. */
function covered(steps: Step[] | undefined, id: string): number | undefined {
  return steps?.find((step) => byId(step.id, id) >= 0)?.at;
}

type Action =
  | { kind: 'send'; from: number; to: number }
  | { kind: 'reply'; pick: number; as: number }
  | { kind: 'delete'; pick: number }
  /** `where` picks a conversation that has messages (else the group), `as` one of its users. */
  | { kind: 'mark'; how: 'read' | 'delivered' | 'unread'; as: number; where: number; pick: number | null };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('send' as const), from: fc.nat(2), to: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reply' as const), pick: fc.nat(), as: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('mark' as const),
      how: fc.constantFrom('read' as const, 'delivered' as const, 'unread' as const),
      as: fc.nat(2),
      where: fc.nat(3),
      pick: fc.option(fc.nat(), { nil: null, freq: 1 }),
    }),
  },
);

/** The conversation `as` marks: the group, or one of their two one-to-one conversations. */
function conversationOf(as: Uid, where: number): { id: string; path: string } {
  if (where === 0) return { id: GROUP, path: `/groups/${GUID}/conversation` };
  const others = USERS.filter((u) => u !== as);
  const other = others[where - 1]!;
  return { id: pairOf(as, other), path: `/users/${other}/conversation` };
}

/** A user of `conversationId` and which of their conversations it is, for conversationOf. */
function partyOf(conversationId: string, pick: number): [Uid, number] {
  if (conversationId === GROUP) return [USERS[pick % 3]!, 0];
  const pair = conversationId.split('_user_') as Uid[];
  const as = pair[pick % 2]!;
  const other = pair.find((u) => u !== as)!;
  return [as, USERS.filter((u) => u !== as).indexOf(other) + 1];
}

class History {
  readonly messages: Model[] = [];
  readonly read: Marks = new Map();
  readonly delivered: Marks = new Map();
  now = NOW;

  constructor(readonly client: Client) {}

  in(conversationId: string): Model[] {
    return this.messages.filter((m) => m.conversationId === conversationId);
  }

  moveForward(marks: Marks, uid: string, conversationId: string, upTo: string): void {
    const steps = marks.get(key(uid, conversationId)) ?? [];
    const current = last(steps);
    if (current && byId(current.id, upTo) >= 0) return;
    marks.set(key(uid, conversationId), [...steps, { id: upTo, at: this.now }]);
  }

  async run(action: Action): Promise<void> {
    const { client } = this;
    if (action.kind === 'send') {
      const from = USERS[action.from]!;
      const to = action.to === action.from ? undefined : USERS[action.to];
      const body = to
        ? { category: 'message', receiver: to, receiverType: 'user', data: { text: 'hi' } }
        : { category: 'message', receiver: GUID, receiverType: 'group', data: { text: 'all' } };
      const sent = ok(await client.post('/messages', body, from));
      const conversationId = to ? pairOf(from, to) : GROUP;
      this.messages.push({ id: sent.id, conversationId, sender: from, receiver: to, action: false });
    } else if (action.kind === 'reply') {
      const parents = this.messages.filter((m) => !m.action && m.parentId === undefined);
      const parent = parents[action.pick % Math.max(parents.length, 1)];
      if (!parent) return;
      const parties: readonly Uid[] = parent.receiver ? [parent.sender, parent.receiver] : USERS;
      const as = parties[action.as % parties.length]!;
      const reply = ok(
        await client.post(`/messages/${parent.id}/thread`, { category: 'message', data: { text: 're' } }, as),
      );
      const receiver = parent.receiver && (as === parent.sender ? parent.receiver : parent.sender);
      this.messages.push({ ...parent, id: reply.id, sender: as, receiver, parentId: parent.id });
    } else if (action.kind === 'delete') {
      const deletable = this.messages.filter((m) => !m.action);
      const message = deletable[action.pick % Math.max(deletable.length, 1)];
      if (!message) return;
      const deleted = ok(await client.del(`/messages/${message.id}`, { permanent: true }, message.sender));
      this.messages.splice(this.messages.indexOf(message), 1);
      // The deletion leaves its action message, from the message's sender, outside any thread.
      this.messages.push({ ...message, id: deleted.id, parentId: undefined, action: true });
    } else {
      await this.mark(action);
    }
  }

  async mark(action: Extract<Action, { kind: 'mark' }>): Promise<void> {
    // Marks go where there are messages to mark, so that histories reach the rules often.
    const active = [...new Set(this.messages.map((m) => m.conversationId))];
    const [as, where] = partyOf(active[action.where % Math.max(active.length, 1)] ?? GROUP, action.as);
    const conversation = conversationOf(as, where);
    const inside = this.in(conversation.id);
    const picked = action.pick === null ? undefined : inside[action.pick % Math.max(inside.length, 1)];
    const body = picked ? { messageId: Number(picked.id) } : undefined;
    this.now += 1;
    this.client.advanceClock(1);
    if (action.how !== 'unread') {
      ok(await this.client.post(`${conversation.path}/${action.how}`, body, as));
      const upTo = picked?.id ?? last(inside)?.id;
      if (upTo === undefined) return;
      this.moveForward(action.how === 'read' ? this.read : this.delivered, as, conversation.id, upTo);
      if (action.how === 'read') this.moveForward(this.delivered, as, conversation.id, upTo);
      return;
    }
    const from = picked ?? last(inside.filter((m) => m.sender !== as)) ?? last(inside);
    const res = await this.client.del(`${conversation.path}/read`, body, as);
    if (!from) {
      assert.equal(res.body.error?.code, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
      return;
    }
    ok(res);
    const steps = this.read.get(key(as, conversation.id));
    const current = steps && last(steps);
    if (!steps || !current || byId(from.id, current.id) > 0) return;
    const previous = last(inside.filter((m) => byId(m.id, from.id) < 0));
    if (!previous) {
      this.read.delete(key(as, conversation.id));
      return;
    }
    const at = covered(steps, previous.id)!;
    const kept = steps.filter((step) => byId(step.id, previous.id) < 0);
    this.read.set(key(as, conversation.id), [...kept, { id: previous.id, at }]);
  }

  /** Every read of every user's conversations, against the model. */
  async check(): Promise<void> {
    for (const as of USERS) {
      for (const where of [0, 1, 2]) {
        const conversation = conversationOf(as, where);
        const inside = this.in(conversation.id);
        if (inside.length === 0) continue;
        const mark = last(this.read.get(key(as, conversation.id)) ?? []);
        const unread = inside.filter((m) => m.sender !== as && (!mark || byId(m.id, mark.id) > 0));
        const got = ok(await this.client.get(conversation.path, as));
        assert.equal(got.unreadMessageCount, String(unread.length), `unread of ${conversation.id} for ${as}`);
        const list = conversation.path.replace('/conversation', '/messages?limit=1000');
        const listed = ok(await this.client.get(list, as)) as Data[];
        assert.deepEqual(
          listed.map((m) => m.id),
          inside.map((m) => m.id),
        );
        for (const m of listed) this.expectMessage(m);
        const main = ok(await this.client.get(`${list}&hideReplies=true`, as)) as Data[];
        assert.deepEqual(
          main.map((m) => m.id),
          inside.filter((m) => m.parentId === undefined).map((m) => m.id),
        );
        const unreadListed = ok(await this.client.get(`${list}&unread=true`, as)) as Data[];
        assert.deepEqual(
          unreadListed.map((m) => m.id),
          unread.map((m) => m.id),
        );
        const deliveredTo = last(this.delivered.get(key(as, conversation.id)) ?? []);
        const undelivered = ok(await this.client.get(`${list}&undelivered=true`, as)) as Data[];
        assert.deepEqual(
          undelivered.map((m) => m.id),
          inside
            .filter((m) => m.sender !== as && (!deliveredTo || byId(m.id, deliveredTo.id) > 0))
            .map((m) => m.id),
        );
      }
    }
    for (const parent of this.messages.filter((m) => !m.action && m.parentId === undefined)) {
      const replies = this.messages.filter((m) => m.parentId === parent.id);
      if (replies.length === 0) continue;
      const thread = ok(await this.client.get(`/messages/${parent.id}/thread?limit=1000`)) as Data[];
      assert.deepEqual(
        thread.map((m) => m.id),
        replies.map((m) => m.id),
      );
    }
  }

  expectMessage(m: Data): void {
    const model = this.messages.find((x) => x.id === m.id)!;
    const replies = this.messages.filter((x) => x.parentId === m.id).length;
    assert.equal(m.replyCount, replies > 0 ? replies : undefined, `replyCount of ${m.id}`);
    const receiver = model.receiver;
    const read = receiver && covered(this.read.get(key(receiver, model.conversationId)), m.id);
    const delivered = receiver && covered(this.delivered.get(key(receiver, model.conversationId)), m.id);
    assert.deepEqual([m.deliveredAt, m.readAt], [delivered, read], `receipts of ${m.id}`);
  }
}

describe('read state — random histories against a model', () => {
  test('sends, replies, deletes, read, delivered and unread marks — every read as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 5, maxLength: 30 }), async (actions) => {
        const history = new History(fresh());
        for (const action of actions) await history.run(action);
        await history.check();
      }),
      { numRuns: 12 },
    );
  });
});
