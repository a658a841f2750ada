/** How an operation of the control API is described before it is built into the document. */
import type { ExampleObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas30';
import type { ErrorDetails } from '../../contract/errors.ts';
import { ref } from '../../contract/schema-helpers.ts';
import { EXAMPLE_NOW } from './sandbox-examples.ts';

export type SandboxMethod = 'get' | 'put' | 'post' | 'delete';

export interface SandboxOperationSpec {
  operationId: string;
  method: SandboxMethod;
  /** Relative to SANDBOX_PREFIX. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  parameters?: string[];
  /** Error statuses beyond 400, 401, 403 (and 413, 415 with a body): 404, 409. */
  errors?: number[];
  body?: { schema: string; description: string; examples: Record<string, ExampleObject> };
  success: {
    description: string;
    schema: SchemaObject | ReferenceObject;
    examples: Record<string, ExampleObject>;
  };
  badRequestDetails?: ErrorDetails;
}

export const listOf = (item: string, description: string): SchemaObject => ({
  type: 'array',
  description,
  items: ref(item),
});
export const clockExample = { now: EXAMPLE_NOW, mode: 'frozen' };
export const APP = '/apps/{appId}';
