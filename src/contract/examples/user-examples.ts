/** Bodies and answers of the user writes. */
import type { ExampleObject } from 'openapi3-ts/oas30';
import { authTokenExample } from './message-examples.ts';

const CREATED_AT = 1700400000;

export function createUserRequestExamples(): Record<string, ExampleObject> {
  return {
    withToken: {
      summary: 'A user and an auth token for them',
      value: {
        uid: 'superhero6',
        name: 'Barry Allen',
        avatar: 'https://data-us.cometchat.io/assets/images/avatars/flash.png',
        metadata: { '@private': { email: 'barry@example.com' } },
        tags: ['speedster'],
        withAuthToken: true,
      },
    },
    minimal: { summary: 'Only the required fields', value: { uid: 'superhero7', name: 'Diana Prince' } },
  };
}

export function createUserResponseExamples(): Record<string, ExampleObject> {
  const { authToken } = authTokenExample('superhero6', CREATED_AT, '5e0d3c1f9a8b7c6d5e4f3a2b1c0d9e8f');
  return {
    withToken: {
      summary: 'superhero6 with an auth token',
      value: {
        data: {
          uid: 'superhero6',
          name: 'Barry Allen',
          avatar: 'https://data-us.cometchat.io/assets/images/avatars/flash.png',
          metadata: { '@private': { email: 'barry@example.com' } },
          status: 'offline',
          role: 'default',
          createdAt: CREATED_AT,
          tags: ['speedster'],
          authToken,
        },
      },
    },
  };
}
