/**
 * Writes a large app for the scale proof: the fixtures plus generated users, groups with members,
 * messages in groups and one-to-one conversations, reactions, saved messages, conversation resets and
 * blocked messages, as one data file `<data-dir>/<region>/<appId>.json` that the sandbox loads as it
 * is (`npm start -- --data-dir <data-dir>`).
 *
 *   tsx scripts/generate-fixtures.ts [--messages 100000] [--groups 1000] [--users 1000]
 *                                    [--data-dir fixtures/generated] [--app-id chat-sandbox] [--region us]
 *
 * The output is deterministic: the same options give the same file.
 */
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Command, InvalidArgumentError, Option } from 'commander';
import { REGIONS, type Region } from '../src/contract/limits.ts';
import { FileStore } from '../src/store/file-store.ts';
import { DEFAULT_APP, loadFixtures } from '../src/store/fixtures.ts';
import type { MessageRecord, StateSnapshot } from '../src/store/state.ts';
import { validateSnapshot } from '../src/store/state-schema.ts';

export interface GenerateOptions {
  messages: number;
  groups: number;
  users?: number;
}

/** Where generated time starts: after the last timestamp of the fixtures. */
const T0 = 1_700_400_000;
const MEMBERS_PER_GROUP = 10;
const REACTIONS = ['👍', ':thumbsup:', '🎉', '😅', '❤️'];
/** One message in this many is a one-to-one message; the rest go to groups. */
const DIRECT_EVERY = 5;
const REACTED_EVERY = 4;
const BLOCKED_EVERY = 997;
const SAVED_PER_USER = 50;
const RESET_GROUPS = 10;

const uidOf = (n: number): string => `user-${String(n).padStart(5, '0')}`;
const guidOf = (n: number): string => `group-${String(n).padStart(4, '0')}`;
const pairId = (a: string, b: string): string => (a < b ? `${a}_user_${b}` : `${b}_user_${a}`);

/** A valid snapshot: the fixtures with `messages` generated messages and `groups` generated groups. */
export function generateSnapshot({ messages, groups, users = 1000 }: GenerateOptions): StateSnapshot {
  if (users < MEMBERS_PER_GROUP) throw new Error(`at least ${MEMBERS_PER_GROUP} users are needed`);
  if (groups < 1) throw new Error('at least one group is needed');
  const state = loadFixtures();
  const keyRule = state.moderationRules[0];

  for (let u = 0; u < users; u += 1) {
    state.users.push({ uid: uidOf(u), name: `User ${u}`, status: 'offline', role: 'default', createdAt: T0 });
  }
  const membersOf: string[][] = [];
  for (let g = 0; g < groups; g += 1) {
    const guid = guidOf(g);
    const uids = Array.from({ length: MEMBERS_PER_GROUP }, (_, j) => uidOf((g * 7 + j) % users));
    membersOf.push(uids);
    state.groups.push({ guid, name: `Group ${g}`, type: 'public', owner: uids[0]!, createdAt: T0 });
    uids.forEach((uid, j) => {
      state.members.push({ guid, uid, scope: j === 0 ? 'admin' : 'participant', joinedAt: T0 });
    });
  }

  let messageId = state.counters.messageId;
  let reactionId = state.counters.reactionId;
  const savedCount = new Map<string, number>();
  const midpoint = new Map<string, string>();
  for (let i = 0; i < messages; i += 1) {
    messageId += 1;
    const id = String(messageId);
    const sentAt = T0 + 1 + i;
    const direct = i % DIRECT_EVERY === 0;
    const g = i % groups;
    const sender = direct ? uidOf(i % users) : membersOf[g]![i % MEMBERS_PER_GROUP]!;
    const receiver = direct ? uidOf((i + 1) % users) : guidOf(g);
    const blocked = !direct && keyRule !== undefined && i % BLOCKED_EVERY === 0;
    const message: MessageRecord = {
      id,
      conversationId: direct ? pairId(sender, receiver) : `group_${receiver}`,
      sender,
      receiverType: direct ? 'user' : 'group',
      receiver,
      category: 'message',
      type: 'text',
      data: { text: blocked ? `Message ${i}, definitely not spam` : `Message ${i}` },
      moderationStatus: 'pending',
      sentAt,
      updatedAt: sentAt,
    };
    state.messages.push(message);
    if (!direct && i < messages / 2) midpoint.set(receiver, id);
    if (blocked) {
      state.blockedMessages.push({
        ruleId: keyRule.id,
        ruleName: keyRule.name,
        revisionId: `2531000000000000_${keyRule.id}_${keyRule.revision}`,
        condition: keyRule.conditions[0]!,
        messageId: id,
        action: ['blockMessage'],
        createdAt: sentAt,
        updatedAt: sentAt,
      });
      continue;
    }
    if (i % REACTED_EVERY === 0) {
      const reactors = direct ? [sender, receiver] : [sender, membersOf[g]![(i + 3) % MEMBERS_PER_GROUP]!];
      reactors.forEach((uid, k) => {
        reactionId += 1;
        const reaction = REACTIONS[(i + k) % REACTIONS.length]!;
        state.reactions.push({ id: String(reactionId), messageId: id, uid, reaction, reactedAt: sentAt + 1 });
      });
    }
    const saved = savedCount.get(sender) ?? 0;
    if (i % 3 === 0 && saved < SAVED_PER_USER) {
      savedCount.set(sender, saved + 1);
      state.savedMessages.push({ uid: sender, messageId: id, savedAt: sentAt + 2 });
    }
  }
  for (let g = 0; g < Math.min(groups, RESET_GROUPS); g += 1) {
    const lastMessageId = midpoint.get(guidOf(g));
    if (lastMessageId === undefined) continue;
    const uid = membersOf[g]![1]!;
    state.conversationResets.push({ guid: guidOf(g), uid, lastMessageId, preserveOrder: false, resetAt: T0 });
  }
  state.counters = { messageId, reactionId };
  return state;
}

/**
 * Writes the snapshot through the file store itself, so the files have the layout the sandbox writes
 * (a snapshot and, after it, an empty log). Returns the snapshot's path.
 */
export async function writeGeneratedApp(
  snapshot: StateSnapshot,
  dataDir: string,
  app: { appId: string; region: Region } = DEFAULT_APP,
): Promise<string> {
  const result = validateSnapshot(snapshot);
  if (!result.ok) throw new Error(`generated state is invalid: ${JSON.stringify(result.details)}`);
  const file = FileStore.filePath(dataDir, app);
  await rm(file, { force: true });
  await rm(file.replace(/\.json$/, '.log'), { force: true });
  const store = new FileStore({ dataDir, seed: () => snapshot });
  await store.load(app);
  await store.close();
  return file;
}

const count = (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('must be a whole number');
  return n;
};

async function main(argv: string[]): Promise<void> {
  const opts = new Command()
    .name('generate-fixtures')
    .description('Write a large generated app as a sandbox data file.')
    .addOption(new Option('--messages <n>', 'generated messages').default(100_000).argParser(count))
    .addOption(new Option('--groups <n>', 'generated groups').default(1000).argParser(count))
    .addOption(new Option('--users <n>', 'generated users').default(1000).argParser(count))
    .addOption(new Option('--data-dir <dir>', 'data directory to write into').default('fixtures/generated'))
    .addOption(new Option('--app-id <appId>', 'app of the file').default(DEFAULT_APP.appId))
    .addOption(
      new Option('--region <region>', 'region of the file').choices(REGIONS).default(DEFAULT_APP.region),
    )
    .parse(argv)
    .opts<{
      messages: number;
      groups: number;
      users: number;
      dataDir: string;
      appId: string;
      region: Region;
    }>();
  const snapshot = generateSnapshot(opts);
  const file = await writeGeneratedApp(snapshot, opts.dataDir, { appId: opts.appId, region: opts.region });
  const counts = (['users', 'groups', 'members', 'messages', 'reactions', 'savedMessages'] as const)
    .map((k) => `${snapshot[k].length} ${k}`)
    .join(', ');
  console.log(`wrote ${file}: ${counts}`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main(process.argv);
}
