/**
 * The contract of the Chat REST API v3 as an OpenAPI 3.0.3 document, built from the schemas,
 * parameters and paths of this folder. `openapi/chat-v3.yaml` is this object written out.
 */
import { OpenApiBuilder, type OpenAPIObject } from 'openapi3-ts/oas30';
import { withExampleSets } from './document-example-sets.ts';
import type { RecordedAnswers } from './examples/recorded-answers.ts';
import { API_PREFIX, DEFAULT_REGION, REGIONS, SANDBOX_PORT } from './limits.ts';
import { operationPaths } from './operation-builder.ts';
import { OPERATIONS } from './operations.ts';
import { chatParameters } from './parameters.ts';
import { readParameters } from './read-parameters.ts';
import { chatHeaders, chatResponses } from './responses.ts';
import { chatSchemas } from './schemas/chat-schemas.ts';

const TAGS: [string, string][] = [
  [
    'Messages',
    'Sending, editing and deleting messages (from users and bots), reactions, and saved messages.',
  ],
  ['Users', 'Creating, listing and reading the users of an app.'],
  ['Auth Tokens', 'Tokens client SDKs use to log users in: creating, reading, updating and revoking them.'],
  ['Groups', 'Creating, listing and reading groups.'],
  ['Group Members', 'Listing, adding, kicking and banning members of groups, and changing their scope.'],
  ['Conversations', 'Reading, resetting and marking conversations read, per user.'],
  ['Banned Users', 'Banning, listing and unbanning the banned users of a group.'],
  ['Blocked Users', 'Users blocking others: blocked users cannot message each other.'],
  ['Friends', 'Making users friends, listing and removing them; friendship is mutual.'],
  ['Moderation', 'Messages blocked by moderation rules.'],
  ['API Keys', 'The keys of the app: creating, listing, reading, updating and deleting them.'],
  ['Metrics', 'Usage of the app over a time range, and the messages and receipts of the last hour.'],
  ['Roles', 'The roles an app’s users hold.'],
  ['RBAC', 'Role and group scope permissions, enforced on the operations a user calls.'],
  ['Restrict Features', 'Features a role’s users may not use.'],
  [
    'Notifications',
    'What the app and each user are notified of, push tokens, providers, and the log of what the real service would have sent.',
  ],
];

const DESCRIPTION = `Server-side chat API over HTTP and JSON: users and their auth tokens, messages from users and bots (including interactive forms, cards and schedulers), groups and their members, bans, blocked users, friends, read state, reactions, saved messages and moderation.

Every request carries the \`apikey\` header with a key of the \`fullAccess\` scope. Success answers are HTTP 200 with \`{"data": ...}\` (lists add \`meta\`); errors are \`{"error": {"code", "message", "source", "details"?}}\`. Every answer reports the rate limit of the app in \`X-Rate-Limit\` and \`X-Rate-Limit-Remaining\`.

The sandbox at \`http://localhost:${SANDBOX_PORT}${API_PREFIX}\` serves the same contract with local state, and adds the \`Prefer\` test header.`;

/**
 * The chat contract. `recorded` answers the example sets (the committed recording unless given, as
 * `npm run build:openapi` does when it records them again).
 */
export function buildChatDocument(recorded?: RecordedAnswers): OpenAPIObject {
  const builder = OpenApiBuilder.create({
    openapi: '3.0.3',
    info: {
      title: 'Chat REST API',
      version: '3.0',
      description: DESCRIPTION,
      contact: { name: 'chat-api-sandbox' },
    },
    paths: {},
  });
  builder
    .addServer({
      url: `https://{appId}.api-{region}.cometchat.io${API_PREFIX}`,
      description: 'The real service.',
      variables: {
        appId: { default: 'appId', description: 'Id of the app.' },
        region: { enum: [...REGIONS], default: DEFAULT_REGION, description: 'Region the app is hosted in.' },
      },
    })
    .addServer({ url: `http://localhost:${SANDBOX_PORT}${API_PREFIX}`, description: 'The local sandbox.' });
  const doc = builder.getSpec();
  doc.security = [{ apiKey: [] }];
  doc.tags = TAGS.map(([name, description]) => ({ name, description }));
  for (const [path, item] of Object.entries(operationPaths(OPERATIONS))) builder.addPath(path, item);
  doc.components = {
    schemas: chatSchemas(),
    parameters: { ...chatParameters(), ...readParameters() },
    headers: chatHeaders(),
    responses: chatResponses(),
    securitySchemes: {
      apiKey: {
        type: 'apiKey',
        in: 'header',
        name: 'apikey',
        description: 'A key of the app with the fullAccess scope (the REST API key).',
      },
    },
  };
  const { openapi, info, servers, security, tags, paths, components } = doc;
  return withExampleSets({ openapi, info, servers, security, tags, paths, components }, recorded);
}

/** Keywords that only show, for readers and example-driven tools; a validator never reads them. */
const DROPPED = new Set(['summary', 'example', 'examples', 'externalDocs']);

/**
 * The copy of `child`, the value of `key` in an object that is itself the value of `parentKey`, or
 * undefined to leave it out. The names of a `properties` map are the record's fields, never keywords
 * (a group's `description`, a `discriminator` property), so nothing is left out there. A description
 * is emptied rather than left out: a response must have one.
 */
function copyOf(parentKey: string | undefined, key: string, child: unknown): unknown {
  if (parentKey !== 'properties') {
    if (
      key === 'discriminator' &&
      typeof (child as { propertyName?: unknown } | null)?.propertyName === 'string'
    )
      return undefined;
    if (key === 'description' && typeof child === 'string') return '';
    if (DROPPED.has(key)) return undefined;
  }
  return validatorCopy(child, key);
}

function validatorCopy(value: unknown, parentKey?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => validatorCopy(item));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const kept = copyOf(parentKey, key, child);
    if (kept !== undefined) copy[key] = kept;
  }
  return copy;
}

/**
 * A deep copy of `doc` for express-openapi-validator, without what it should not or need not read:
 * - `discriminator` keywords: its discriminator support checks branches against the wrong mapping key.
 *   The keyword only annotates; the `oneOf` branches fix their discriminator to one value each, so
 *   validity is unchanged.
 * - summaries and examples, and the text of descriptions: more than half the document's text. The validator copies,
 *   bundles and walks the document whole for every response validator it compiles, so each costs in
 *   proportion to the text, at start and at each operation's first request.
 */
export function validatorDocument(doc: OpenAPIObject): OpenAPIObject {
  return validatorCopy(doc) as OpenAPIObject;
}
