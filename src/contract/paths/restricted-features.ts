/** Restricted features: the features a role's users may not use (SPEC 18). */
import { page } from '../examples/read-examples.ts';
import { family } from '../operation-record.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { roleParameter } from './roles.ts';

const RESTRICTED = {
  'u.listUsers': { success: true, message: 'The feature u.listUsers has been restricted successfully.' },
};

export const restrictedFeatureOperations = family('restricted-features', {
  restrictFeatures: {
    method: 'post',
    path: '/roles/{role}/restrictedfeatures',
    body: 'required',
    errors: ['ERR_ROLE_NOT_FOUND'],
    document: () => ({
      summary: 'Restrict features',
      description:
        'The role’s users may no longer use these features: a request made on their behalf (`onBehalfOf`) to the operation a feature names answers 403 ERR_PERMISSION_DENIED; the app’s own requests are never restricted. Keys are taken as `createMessage` or `u.createMessage`; one outside the feature table refuses the request, 400 ERR_BAD_REQUEST with `details.featuresToRestrict`. Each key answers on its own.',
      parameters: [roleParameter('A role to which features are to be restricted.')],
      body: {
        schema: 'FeaturesRestrictRequest',
        description: 'The features.',
        examples: { listUsers: { summary: 'Listing users', value: { featuresToRestrict: ['u.listUsers'] } } },
      },
      success: {
        description: 'Per feature, its result.',
        schema: dataOf(ref('FeatureResults'), 'Per feature, its result.'),
        examples: { listUsers: { summary: 'Restricted', value: { data: RESTRICTED } } },
      },
      badRequestDetails: { featuresToRestrict: ['u.fly is not a feature'] },
    }),
  },
  listRestrictedFeatures: {
    method: 'get',
    path: '/roles/{role}/restrictedfeatures',
    errors: ['ERR_ROLE_NOT_FOUND'],
    document: () => ({
      summary: 'List restricted features',
      description:
        'The features the role’s users may not use, in the order they were restricted, on one page.',
      parameters: [roleParameter('A role for which features are restricted.')],
      success: {
        description: 'The restricted features.',
        schema: listOf('RestrictedFeature', 'PaginationMeta', 'The restricted features.'),
        examples: {
          features: {
            summary: 'Two features',
            value: {
              data: [
                {
                  title: 'Delete Group',
                  description: 'Allows logged-in user to delete a group.',
                  key: 'u.deleteGroup',
                  path: '/v3/groups/{{guid}}',
                  createdAt: 1639448370,
                },
                {
                  title: 'List Users',
                  description: 'Allows logged-in user to fetch the user list.',
                  key: 'u.listUsers',
                  path: '/v3/users',
                  createdAt: 1639448370,
                },
              ],
              meta: page(2),
            },
          },
        },
      },
      badRequestDetails: { role: ['must match pattern "^[a-zA-Z0-9_-]+$"'] },
    }),
  },
  allowFeatures: {
    method: 'delete',
    path: '/roles/{role}/restrictedfeatures',
    body: 'required',
    errors: ['ERR_ROLE_NOT_FOUND'],
    document: () => ({
      summary: 'Allow features',
      description:
        'The role’s users may use these features again: those of `featuresToAllow`, or every one with `allowAll: true`. A key outside the feature table refuses the request, 400 ERR_BAD_REQUEST with `details.featuresToAllow`.',
      parameters: [roleParameter('A role to which features are to be allowed.')],
      body: {
        schema: 'FeaturesAllowRequest',
        description: 'The features.',
        examples: {
          listUsers: { summary: 'Listing users', value: { featuresToAllow: ['u.listUsers'] } },
          all: { summary: 'Every feature', value: { allowAll: true } },
        },
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          listUsers: {
            summary: 'Allowed',
            value: { data: { success: true, message: 'The feature has been allowed successfully.' } },
          },
        },
      },
      badRequestDetails: { featuresToAllow: ['u.fly is not a feature'] },
    }),
  },
});
