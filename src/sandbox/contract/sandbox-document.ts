/**
 * The sandbox control API as an OpenAPI 3.0.3 document: `openapi/sandbox-admin.yaml` is this object
 * written out, and the server validates control requests against it.
 */
import { OpenApiBuilder, type OpenAPIObject, type SchemaObject } from 'openapi3-ts/oas30';
import { validatorDocument } from '../../contract/chat-document.ts';
import { API_PREFIX, SANDBOX_PORT } from '../../contract/limits.ts';
import { SANDBOX_PREFIX } from '../../contract/sandbox-limits.ts';
import { sandboxParameters, sandboxPaths } from './sandbox-paths.ts';
import { sandboxHeaders } from './sandbox-responses.ts';
import { sandboxSchemas } from './sandbox-schemas.ts';

const TAGS: [string, string][] = [
  ['Health', 'Whether the sandbox is up.'],
  ['Apps', 'Resetting, exporting and importing the state of an app.'],
  ['Journal', 'The requests an app received.'],
  ['Clock', 'The time an app writes into its timestamps.'],
  ['Faults', 'Errors and latency injected into the answers of an app.'],
  ['Webhooks', 'Calls to a backend when something changes in an app, and the journal of their delivery.'],
];

const DESCRIPTION = `The control API of chat-api-sandbox, beside the Chat REST API it serves under \`${API_PREFIX}\`. Each app (app id and region) is an isolated sandbox: a test gives itself its own app id, resets it, freezes its clock, injects faults and reads back what its client sent.

Control routes live under \`${SANDBOX_PREFIX}\` and never under \`${API_PREFIX}\`. A sandbox listening on loopback answers them without credentials; a sandbox started with \`--admin-token\` (required to listen on any other address) wants \`Authorization: Bearer <token>\` on every control route. Errors use the error envelope of the Chat REST API.`;

export function buildSandboxDocument(): OpenAPIObject {
  const builder = OpenApiBuilder.create({
    openapi: '3.0.3',
    info: {
      title: 'chat-api-sandbox control API',
      version: '1.0',
      description: DESCRIPTION,
      contact: { name: 'chat-api-sandbox' },
    },
    paths: {},
  });
  builder.addServer({ url: `http://localhost:${SANDBOX_PORT}`, description: 'The local sandbox.' });
  const doc = builder.getSpec();
  doc.security = [{}, { adminToken: [] }];
  doc.tags = TAGS.map(([name, description]) => ({ name, description }));
  for (const [path, item] of Object.entries(sandboxPaths())) builder.addPath(path, item);
  doc.components = {
    schemas: sandboxSchemas(),
    parameters: sandboxParameters(),
    headers: sandboxHeaders(),
    securitySchemes: {
      adminToken: {
        type: 'http',
        scheme: 'bearer',
        description:
          'The `--admin-token` of the sandbox; not needed from loopback when the sandbox has none.',
      },
    },
  };
  const { openapi, info, servers, security, tags, paths, components } = doc;
  return { openapi, info, servers, security, tags, paths, components };
}

/**
 * The copy the server validates with, made as the chat API's is (no descriptions or examples). An
 * import's body is checked by validateSnapshot (the same schema, plus the references between records,
 * with bounded details), so the validator only asks for an object and a large state is not walked
 * twice.
 */
export function sandboxValidatorDocument(doc: OpenAPIObject): OpenAPIObject {
  const copy = validatorDocument(doc);
  const state: SchemaObject = { type: 'object', description: 'Checked by validateSnapshot.' };
  copy.components!.schemas!.StateSnapshotImport = state;
  const put = copy.paths[`${SANDBOX_PREFIX}/apps/{appId}/state`]!.put!;
  const content = (put.requestBody as { content: Record<string, { schema: unknown }> }).content;
  content['application/json']!.schema = { $ref: '#/components/schemas/StateSnapshotImport' };
  return copy;
}
