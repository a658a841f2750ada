/** Roles: creating, listing, reading, updating and deleting the roles an app's users hold (SPEC 18). */
import type { ParameterObject } from 'openapi3-ts/oas30';
import { ERROR_EXAMPLES } from '../error-examples.ts';
import { family } from '../operation-record.ts';
import { ROLE_ID_MAX, ROLE_ID_PATTERN } from '../role-catalogue.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

/** The `{role}` path parameter, shared by the role families' paths. */
export const roleParameter = (description: string): ParameterObject => ({
  name: 'role',
  in: 'path',
  description,
  required: true,
  schema: { type: 'string', minLength: 1, maxLength: ROLE_ID_MAX, pattern: ROLE_ID_PATTERN },
  example: 'default',
});

const MANAGER = {
  role: 'manager',
  name: 'manager',
  description: 'This role gives an update access',
  metadata: { email: 'managers@gmail.com' },
  settings: { listUsers: 'all', sendMessagesTo: 'all' },
  createdAt: 1638343994,
};
const DEFAULT = {
  role: 'default',
  name: 'Default Role',
  description: 'This role gives full access',
  createdAt: 1629869270,
  updatedAt: 1630306291,
};
const MENTOR_BODY = {
  role: 'Mentor',
  name: 'Mentor',
  description: 'Mentors of new users',
  metadata: { email: 'mentors@example.com' },
  settings: { listUsers: 'all', sendMessagesTo: 'all' },
};
const pageOf = (total: number) => ({
  pagination: { total, count: total, per_page: total, current_page: 1, total_pages: 1 },
});

export const roleOperations = family('roles', {
  createRole: {
    method: 'post',
    path: '/roles',
    body: 'required',
    errors: ['ERR_ROLE_ALREADY_EXISTS'],
    document: () => ({
      summary: 'Create a role',
      description:
        'Creates a role. `role` is stored lowercased (`Mentor` → `mentor`); a role of that id already → 409 ERR_ROLE_ALREADY_EXISTS. Users name it in their `role`. `settings` are the legacy restrictions: `friendsOnly` acts as the `listUsers.mode` / `sendMessage.mode` permission `friends` where that permission is not set.',
      parameters: [],
      body: {
        schema: 'RoleCreateRequest',
        description: 'The role.',
        examples: {
          mentor: { summary: 'A role id in capitals, with every field', value: MENTOR_BODY },
        },
      },
      success: {
        description: 'The role.',
        schema: dataOf(ref('Role'), 'The role.'),
        examples: {
          mentor: {
            summary: 'The id lowercased',
            value: { data: { ...MENTOR_BODY, role: 'mentor', createdAt: 1638343994 } },
          },
        },
      },
      badRequestDetails: { role: ['must match pattern "^[a-zA-Z0-9_-]+$"'] },
    }),
  },
  listRoles: {
    method: 'get',
    path: '/roles',
    errors: [],
    document: () => ({
      summary: 'List roles',
      description: 'Every role of the app, in the order they were created, on one page.',
      parameters: [],
      success: {
        description: 'The roles.',
        schema: listOf('Role', 'PaginationMeta', 'The roles.'),
        examples: {
          roles: { summary: 'Two roles', value: { data: [DEFAULT, MANAGER], meta: pageOf(2) } },
        },
      },
      badRequestDetails: {},
    }),
  },
  getRole: {
    method: 'get',
    path: '/roles/{role}',
    errors: ['ERR_ROLE_NOT_FOUND'],
    document: () => ({
      summary: 'Get a role',
      description: 'One role, by its id (any case).',
      parameters: [roleParameter('A role to get.')],
      success: {
        description: 'The role.',
        schema: dataOf(ref('Role'), 'The role.'),
        examples: { role: { summary: 'The role manager of the fixtures', value: { data: MANAGER } } },
      },
      badRequestDetails: { role: ['must match pattern "^[a-zA-Z0-9_-]+$"'] },
    }),
  },
  updateRole: {
    method: 'put',
    path: '/roles/{role}',
    body: 'required',
    errors: ['ERR_ROLE_NOT_FOUND'],
    document: () => ({
      summary: 'Update a role',
      description:
        'Changes what the body names: `name`, `description`, `metadata` replace the stored ones, `settings` merge into them; `unset` removes `settings`, `description` or `metadata` first.',
      parameters: [roleParameter('A role to update.')],
      body: {
        schema: 'RoleUpdateRequest',
        description: 'What to change.',
        examples: {
          renamed: {
            summary: 'A new name and description, one setting changed',
            value: { name: 'Managers', description: 'Full access', settings: { listUsers: 'all' } },
          },
        },
      },
      success: {
        description: 'The role.',
        schema: dataOf(ref('Role'), 'The role.'),
        examples: {
          renamed: {
            summary: 'The role changed',
            value: {
              data: { ...MANAGER, name: 'Managers', description: 'Full access', updatedAt: 1638343994 },
            },
          },
        },
      },
      badRequestDetails: { unset: ['must be equal to one of the allowed values'] },
    }),
  },
  deleteRole: {
    method: 'delete',
    path: '/roles/{role}',
    errors: ['ERR_ROLE_DELETE_FAILED', 'ERR_ROLE_DELETE_DENIED', 'ERR_ROLE_NOT_FOUND'],
    document: () => ({
      summary: 'Delete a role',
      description: `Deletes a role. The role \`default\` cannot be deleted (403 ERR_ROLE_DELETE_DENIED); nor can a role some user holds (400 ERR_ROLE_DELETE_FAILED, naming how many: ${ERROR_EXAMPLES.ERR_ROLE_DELETE_FAILED}), so that every user keeps an existing role.`,
      parameters: [roleParameter('A role to delete.')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          deleted: {
            summary: 'Deleted',
            value: { data: { success: true, message: 'Role mentor has been deleted successfully.' } },
          },
        },
      },
      badRequestDetails: { role: ['must match pattern "^[a-zA-Z0-9_-]+$"'] },
    }),
  },
});
