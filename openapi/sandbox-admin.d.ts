/**
 * Generated from openapi/sandbox-admin.yaml by openapi-typescript (npm run build:openapi); do not edit.
 */

type Json = null | boolean | number | string | Json[] | {
    [key: string]: Json;
};
export interface paths {
    "/__sandbox/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the sandbox is up
         * @description Answers as soon as the sandbox accepts requests: wait for it before a test run starts.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/apps/{appId}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset an app to the fixtures
         * @description Replaces the app's state with the fixtures, and clears its request journal, its fault rules and its rate-limit window. The clock keeps its setting: a test that froze time keeps it across resets. An app that was never used is seeded.
         */
        post: operations["resetApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/apps/{appId}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the state of an app
         * @description The whole state of the app, in the shape an import takes: export one app and import it into another to copy it.
         */
        get: operations["exportState"];
        /**
         * Replace the state of an app
         * @description Checks the state against the `StateSnapshot` schema and the references between its records, then replaces the whole state of the app with it. An invalid state changes nothing and is answered with 400 and `details` keyed by the dotted path of each fault (`users.3.uid`).
         */
        put: operations["importState"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the apps of the sandbox
         * @description Every app the sandbox holds: those used since it started, and those with files in its data directory.
         */
        get: operations["listApps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/apps/{appId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an app
         * @description Forgets the app: its files, its journal, its fault rules, its webhooks' pending deliveries and its clock. Its next use seeds it from the fixtures again. Deleting an app the sandbox does not hold changes nothing.
         */
        delete: operations["deleteApp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/apps/{appId}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the request journal of an app
         * @description The requests the app received under /v3, newest first: rejected ones too, and those answered by a `Prefer` header or a fault rule. The journal keeps the last 1000 requests per app unless the sandbox runs with `--journal-size`.
         */
        get: operations["listRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/apps/{appId}/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the clock of an app
         * @description The time the app writes into every timestamp.
         */
        get: operations["getClock"];
        /**
         * Freeze, move or release the clock of an app
         * @description `{"now": <epoch s>}` freezes the clock, `{"advance": <s>}` moves it (a frozen clock stays frozen), `{"mode": "real"}` releases it to the wall clock. The time stays between 0 and 9999999999. Rate-limit windows follow the clock.
         */
        put: operations["setClock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/apps/{appId}/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the fault rules of an app
         * @description The rules in order, with the `times` each may still hit and the requests each has hit.
         */
        get: operations["listFaults"];
        /**
         * Replace the fault rules of an app
         * @description Each request under /v3 that passed the apikey and the rate limit is checked against the rules in order. A rule hits a request of its `operationId` (any operation documenting its `status` when it names none) while its `times` last, with its `probability`. A hit waits `latencyMs` (up to 30000); a rule with a `status` then answers the operation's documented error of that status (or its `code`) in the error envelope, with the headers the contract documents for it (429 carries `Retry-After`). A rule without `status` only adds latency, and the next rules are still checked. At most 100 rules.
         */
        put: operations["setFaults"];
        post?: never;
        /**
         * Remove every fault rule of an app
         * @description Requests are answered normally again.
         */
        delete: operations["clearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/apps/{appId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhooks of an app
         * @description The webhooks of the app, in the order they were created, without passwords.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Adds a webhook (at most 20 per app): every change of the app whose trigger it names is posted to its URL as `{trigger, data, appId, region, webhook}` once the change is durable, retried on failure. Webhooks are the sandbox's configuration, not the app's state: a reset puts back those the sandbox was started with.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/apps/{appId}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook
         * @description One webhook, without its password.
         */
        get: operations["getWebhook"];
        /**
         * Replace a webhook
         * @description Replaces the webhook with the body (its id stays the one in the path). Deliveries still pending for it end at once, journaled as `dropped`: they were made for the old URL and triggers.
         */
        put: operations["replaceWebhook"];
        post?: never;
        /**
         * Delete a webhook
         * @description Removes the webhook. Its pending deliveries end at once (calls out are aborted, no retry runs), each journaled as `dropped` with the reason.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/apps/{appId}/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the delivery journal of an app
         * @description Every attempt to deliver an event, newest first; the last 500 are kept. Each names its event (`eventId`, `entity`) and carries the body posted, and says why an attempt failed or was not made: a URL whose last 5 calls in a row got no answer is not called (`circuit open: …`) until a probe, one every 2 s at most, gets one.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/apps/{appId}/webhooks/flush": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wait until the deliveries of an app are done
         * @description Holds the answer until every pending delivery of the app has been delivered, has failed its last attempt or was dropped, then answers `{"pending": 0}`; after `timeoutMs` (30,000 by default, at most 600,000) it answers with the number still pending instead. It waits for the whole retry schedule: a delivery to a receiver that refuses takes 15 s of waits to fail, one to a receiver that never answers up to 40 s. A test calls it before it asserts what its receiver got.
         */
        post: operations["flushWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Exactly one of: `now` freezes the clock at that epoch second, `advance` moves it by that many seconds (frozen or not), `mode: real` releases it to the wall clock. */
        ClockSetting: {
            /** @description Epoch second to freeze the clock at. */
            now?: number;
            /** @description Seconds to move the clock by; negative moves it back. */
            advance?: number;
            /**
             * @description Release the clock to the wall clock.
             * @enum {string}
             */
            mode?: "real";
        };
        /** @description The app's clock, from which every timestamp the app writes comes. */
        ClockState: {
            /** @description The current time of the app, epoch seconds. */
            now: number;
            /**
             * @description `frozen` stands still until set or advanced; `real` follows the wall clock (plus any advance).
             * @enum {string}
             */
            mode: "frozen" | "real";
        };
        /** @description The app deleted. */
        DeletedApp: {
            /** @description Id of the app. */
            appId: string;
            /**
             * @description Region of the app.
             * @enum {string}
             */
            region: "us" | "eu" | "in";
            /** @description Whether the sandbox held the app. */
            deleted: boolean;
        };
        /** @description The body of every error answer. */
        ErrorResponse: {
            /** @description What went wrong. */
            error: {
                /**
                 * @description Stable machine-readable error code.
                 * @enum {string}
                 */
                code: "ERR_BAD_REQUEST" | "ERR_EMPTY_GROUP_PASS" | "ERR_ALREADY_JOINED" | "ERR_ALREADY_BANNED" | "ERR_BANNED_GROUPMEMBER" | "ERR_NO_VACANCY" | "ERR_NOT_A_BANNED_USER" | "ERR_SAVED_MESSAGES_LIMIT_EXCEEDED" | "ERR_EMPTY_MESSAGE_TEXT" | "ERR_INVALID_MESSAGE_DATA" | "ERR_EMPTY_CUSTOM_DATA" | "ERR_INVALID_RECEIVER_TYPE" | "ERR_SAME_SCOPE" | "ERR_CANNOT_FORM_SELF_RELATION" | "ERR_ALREADY_FRIEND" | "ERR_FAILED_TO_ADD_FRIEND" | "ERR_NOT_A_FRIEND" | "ERR_ROLE_DELETE_FAILED" | "ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED" | "ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED" | "AUTH_ERR_EMPTY_APIKEY" | "AUTH_ERR_APIKEY_NOT_FOUND" | "AUTH_ERR_INVALID_APPID" | "AUTH_ERR_EMPTY_ADMIN_TOKEN" | "AUTH_ERR_INVALID_ADMIN_TOKEN" | "AUTH_ERR_NO_ACCESS" | "ERR_NOT_A_MEMBER" | "ERR_MESSAGE_NO_ACCESS" | "ERR_SYSTEM_PINNED_CONVERSATION" | "ERR_MESSAGE_THREAD_NESTING" | "ERR_WRONG_MESSAGE_THREAD_CATEGORY" | "ERR_WRONG_MESSAGE_THREAD" | "ERR_PINNED_MESSAGES_LIMIT_EXCEEDED" | "ERR_GROUP_NO_CLEARANCE" | "ERR_GROUP_NO_SCOPE_CLEARANCE" | "ERR_GROUP_NO_ADMIN_SCOPE" | "ERR_BLOCKED_RECEIVER" | "ERR_PERMISSION_DENIED" | "ERR_ROLE_DELETE_DENIED" | "ERR_PLAN_QUOTA_RESTRICTION" | "ERR_UID_NOT_FOUND" | "ERR_GUID_NOT_FOUND" | "ERR_MESSAGE_ID_NOT_FOUND" | "ERR_BOT_NOT_FOUND" | "ERR_CONVERSATION_NOT_ACCESSIBLE" | "ERR_CONVERSATION_NOT_FOUND" | "ERR_AUTH_TOKEN_NOT_FOUND" | "ERR_TOKEN_NOT_FOUND" | "ERR_ROLE_NOT_FOUND" | "ERR_REASON_NOT_FOUND" | "ERR_RULE_NOT_FOUND" | "ERR_KEYWORD_NOT_FOUND" | "ERR_PROVIDER_NOT_FOUND" | "ERR_WEBHOOK_NOT_FOUND" | "ERR_APIKEY_NOT_FOUND" | "ERR_APIKEY_NO_SELF_ACTION" | "ERR_API_NOT_FOUND" | "ERR_INVALID_API_VERSION" | "ERR_METHOD_NOT_ALLOWED" | "ERR_REQUEST_TIMEOUT" | "ERR_GUID_ALREADY_EXISTS" | "ERR_UID_ALREADY_EXISTS" | "ERR_ROLE_ALREADY_EXISTS" | "ERR_REASON_ALREADY_EXISTS" | "ERR_RULE_ALREADY_EXISTS" | "ERR_KEYWORD_ALREADY_EXISTS" | "ERR_PROVIDER_ALREADY_EXISTS" | "ERR_WEBHOOK_ALREADY_EXISTS" | "ERR_TOO_MANY_REQUESTS" | "ERR_EXCEPTION" | "ERR_NOT_SUPPORTED_BY_SANDBOX" | "ERR_BAD_GATEWAY" | "ERR_SERVICE_UNAVAILABLE" | "ERR_GATEWAY_TIMEOUT";
                /** @description Human-readable explanation. */
                message: string;
                /** @description Extra detail meant for the developer of the client. */
                devMessage?: string;
                /**
                 * @description The component that produced the error.
                 * @enum {string}
                 */
                source: "chat-api";
                /** @description Validation failures: field path (dotted, such as `data.interactiveData.formFields.0.label`) or parameter name, to messages. */
                details?: {
                    [key: string]: string[];
                };
            };
        };
        /** @description Makes matching requests fail with a documented error or a network failure, wait, or both: it needs a `status` or a `failure`, a `latencyMs`, or a latency with one of them. */
        FaultRule: {
            /**
             * @description The operation the rule applies to; without it, every operation that documents `status`.
             * @enum {string}
             */
            operationId?: "sendBotMessage" | "createRole" | "listRoles" | "getRole" | "updateRole" | "deleteRole" | "createUser" | "listUsers" | "getUser" | "updateUser" | "deleteUser" | "deactivateUsers" | "reactivateUsers" | "createAuthToken" | "listAuthTokens" | "flushAuthTokens" | "getAuthToken" | "updateAuthToken" | "deleteAuthToken" | "blockUsers" | "unblockUsers" | "listBlockedUsers" | "addFriends" | "listFriends" | "removeFriends" | "createGroup" | "listGroups" | "getGroup" | "updateGroup" | "deleteGroup" | "addGroupMembers" | "listGroupMembers" | "kickGroupMember" | "changeGroupMemberScope" | "listBannedUsers" | "unbanUser" | "banUser" | "sendMessage" | "listMessages" | "updateMessage" | "deleteMessage" | "getMessage" | "listGroupMessages" | "listUserMessages" | "sendThreadMessage" | "listThreadMessages" | "subscribeThread" | "unsubscribeThread" | "listThreads" | "addReaction" | "removeReaction" | "listReactions" | "listReactionsByEmoji" | "saveMessage" | "unsaveMessage" | "markMessageInteracted" | "pinMessage" | "unpinMessage" | "listConversations" | "getConversation" | "getUserConversation" | "resetGroupConversation" | "getGroupConversation" | "resetUserConversation" | "deleteConversation" | "updateUserConversation" | "updateGroupConversation" | "markConversationRead" | "markGroupConversationRead" | "markConversationDelivered" | "markGroupConversationDelivered" | "markConversationUnread" | "markGroupConversationUnread" | "pinUserConversation" | "unpinUserConversation" | "pinGroupConversation" | "unpinGroupConversation" | "replaceAppPinnedConversations" | "listAppPinnedConversations" | "listBlockedMessages" | "createFlagReason" | "listFlagReasons" | "getFlagReason" | "updateFlagReason" | "deleteFlagReason" | "flagMessage" | "listFlaggedMessages" | "reviewFlaggedMessage" | "reviewBlockedMessage" | "listReviewedMessages" | "createRule" | "listRules" | "getRule" | "updateRule" | "listRuleRevisions" | "deleteRule" | "createKeywordList" | "listKeywordLists" | "getKeywordList" | "updateKeywordList" | "deleteKeywordList" | "createApiKey" | "listApiKeys" | "getApiKey" | "updateApiKey" | "deleteApiKey" | "usageMetrics" | "messageMetrics" | "listRolePermissions" | "setRolePermissions" | "unsetRolePermission" | "listScopePermissions" | "setScopePermissions" | "unsetScopePermission" | "restrictFeatures" | "listRestrictedFeatures" | "allowFeatures" | "addFcmProvider" | "listFcmProviders" | "updateFcmProvider" | "setDefaultFcmProvider" | "deleteFcmProvider" | "addApnsProvider" | "listApnsProviders" | "updateApnsProvider" | "setDefaultApnsProvider" | "deleteApnsProvider" | "saveTwilioProvider" | "getTwilioProvider" | "updateTwilioProvider" | "deleteTwilioProvider" | "saveSendGridProvider" | "getSendGridProvider" | "updateSendGridProvider" | "deleteSendGridProvider" | "saveCustomPushProvider" | "getCustomPushProvider" | "updateCustomPushProvider" | "deleteCustomPushProvider" | "saveCustomSmsProvider" | "getCustomSmsProvider" | "updateCustomSmsProvider" | "deleteCustomSmsProvider" | "saveCustomEmailProvider" | "getCustomEmailProvider" | "updateCustomEmailProvider" | "deleteCustomEmailProvider" | "listNotificationLogs" | "getNotificationSettings" | "updateNotificationSettings" | "resetNotificationSettings" | "getNotificationPreferences" | "updateNotificationPreferences" | "resetNotificationPreferences" | "listMutedConversations" | "muteConversations" | "unmuteConversations" | "getNotificationTimezone" | "updateNotificationTimezone" | "getContactDetails" | "updateContactDetails" | "deleteContactDetails" | "registerPushToken" | "listPushTokens" | "deletePushToken" | "unregisterPushTokens" | "createModerationMessage" | "listModerationMessages" | "getModerationMessage" | "updateModerationMessage" | "deleteModerationMessage";
            /**
             * @description HTTP status to answer with: one the operation documents (every operation documents 500, 502, 503 and 504). Without it (and without `failure`) the rule only adds latency.
             * @enum {integer}
             */
            status?: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 501 | 502 | 503 | 504;
            /**
             * @description Error code to answer with, documented for `status`; by default the operation's first one of that status.
             * @enum {string}
             */
            code?: "ERR_BAD_REQUEST" | "AUTH_ERR_APIKEY_NOT_FOUND" | "AUTH_ERR_EMPTY_APIKEY" | "AUTH_ERR_INVALID_APPID" | "AUTH_ERR_NO_ACCESS" | "ERR_TOO_MANY_REQUESTS" | "ERR_EXCEPTION" | "ERR_BAD_GATEWAY" | "ERR_SERVICE_UNAVAILABLE" | "ERR_GATEWAY_TIMEOUT" | "ERR_INVALID_RECEIVER_TYPE" | "ERR_EMPTY_MESSAGE_TEXT" | "ERR_INVALID_MESSAGE_DATA" | "ERR_EMPTY_CUSTOM_DATA" | "ERR_UID_NOT_FOUND" | "ERR_BOT_NOT_FOUND" | "ERR_GUID_NOT_FOUND" | "ERR_MESSAGE_ID_NOT_FOUND" | "ERR_NOT_A_MEMBER" | "ERR_BLOCKED_RECEIVER" | "ERR_ROLE_ALREADY_EXISTS" | "ERR_ROLE_NOT_FOUND" | "ERR_ROLE_DELETE_FAILED" | "ERR_ROLE_DELETE_DENIED" | "ERR_UID_ALREADY_EXISTS" | "ERR_PERMISSION_DENIED" | "ERR_AUTH_TOKEN_NOT_FOUND" | "ERR_NOT_A_FRIEND" | "ERR_GUID_ALREADY_EXISTS" | "ERR_EMPTY_GROUP_PASS" | "ERR_GROUP_NO_ADMIN_SCOPE" | "ERR_GROUP_NO_CLEARANCE" | "ERR_GROUP_NO_SCOPE_CLEARANCE" | "ERR_SAME_SCOPE" | "ERR_NOT_A_BANNED_USER" | "ERR_ALREADY_BANNED" | "ERR_MESSAGE_THREAD_NESTING" | "ERR_WRONG_MESSAGE_THREAD_CATEGORY" | "ERR_WRONG_MESSAGE_THREAD" | "ERR_MESSAGE_NO_ACCESS" | "ERR_NOT_SUPPORTED_BY_SANDBOX" | "ERR_SAVED_MESSAGES_LIMIT_EXCEEDED" | "ERR_PINNED_MESSAGES_LIMIT_EXCEEDED" | "ERR_CONVERSATION_NOT_ACCESSIBLE" | "ERR_CONVERSATION_NOT_FOUND" | "ERR_SYSTEM_PINNED_CONVERSATION" | "ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED" | "ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED" | "ERR_REASON_ALREADY_EXISTS" | "ERR_REASON_NOT_FOUND" | "ERR_RULE_ALREADY_EXISTS" | "ERR_PLAN_QUOTA_RESTRICTION" | "ERR_RULE_NOT_FOUND" | "ERR_KEYWORD_ALREADY_EXISTS" | "ERR_KEYWORD_NOT_FOUND" | "ERR_APIKEY_NOT_FOUND" | "ERR_APIKEY_NO_SELF_ACTION" | "ERR_PROVIDER_ALREADY_EXISTS" | "ERR_PROVIDER_NOT_FOUND" | "ERR_TOKEN_NOT_FOUND";
            /** @description Chance that a matching request is hit, from 0 to 1 (default 1). */
            probability?: number;
            /** @description How many requests the rule hits before it is spent; without it, every one. */
            times?: number;
            /** @description Milliseconds to wait before answering a request the rule hits. */
            latencyMs?: number;
            /**
             * @description A network failure instead of a status: `reset` (connection reset, the operation does not run), `hang` (no answer; the connection closes after `hangMs`), or, after the operation ran, `emptyBody` (a 200 with no body), `truncatedBody` (the connection closes halfway through the body), `invalidJson` (half the JSON text).
             * @enum {string}
             */
            failure?: "reset" | "hang" | "emptyBody" | "truncatedBody" | "invalidJson";
            /** @description How long a `hang` holds the request before closing the connection (default 30000). */
            hangMs?: number;
            /** @description The `Retry-After` seconds of a 503 (default 1). */
            retryAfter?: number;
        };
        /** @description A fault rule as the sandbox holds it. */
        FaultRuleState: {
            /**
             * @description The operation the rule applies to; without it, every operation that documents `status`.
             * @enum {string}
             */
            operationId?: "sendBotMessage" | "createRole" | "listRoles" | "getRole" | "updateRole" | "deleteRole" | "createUser" | "listUsers" | "getUser" | "updateUser" | "deleteUser" | "deactivateUsers" | "reactivateUsers" | "createAuthToken" | "listAuthTokens" | "flushAuthTokens" | "getAuthToken" | "updateAuthToken" | "deleteAuthToken" | "blockUsers" | "unblockUsers" | "listBlockedUsers" | "addFriends" | "listFriends" | "removeFriends" | "createGroup" | "listGroups" | "getGroup" | "updateGroup" | "deleteGroup" | "addGroupMembers" | "listGroupMembers" | "kickGroupMember" | "changeGroupMemberScope" | "listBannedUsers" | "unbanUser" | "banUser" | "sendMessage" | "listMessages" | "updateMessage" | "deleteMessage" | "getMessage" | "listGroupMessages" | "listUserMessages" | "sendThreadMessage" | "listThreadMessages" | "subscribeThread" | "unsubscribeThread" | "listThreads" | "addReaction" | "removeReaction" | "listReactions" | "listReactionsByEmoji" | "saveMessage" | "unsaveMessage" | "markMessageInteracted" | "pinMessage" | "unpinMessage" | "listConversations" | "getConversation" | "getUserConversation" | "resetGroupConversation" | "getGroupConversation" | "resetUserConversation" | "deleteConversation" | "updateUserConversation" | "updateGroupConversation" | "markConversationRead" | "markGroupConversationRead" | "markConversationDelivered" | "markGroupConversationDelivered" | "markConversationUnread" | "markGroupConversationUnread" | "pinUserConversation" | "unpinUserConversation" | "pinGroupConversation" | "unpinGroupConversation" | "replaceAppPinnedConversations" | "listAppPinnedConversations" | "listBlockedMessages" | "createFlagReason" | "listFlagReasons" | "getFlagReason" | "updateFlagReason" | "deleteFlagReason" | "flagMessage" | "listFlaggedMessages" | "reviewFlaggedMessage" | "reviewBlockedMessage" | "listReviewedMessages" | "createRule" | "listRules" | "getRule" | "updateRule" | "listRuleRevisions" | "deleteRule" | "createKeywordList" | "listKeywordLists" | "getKeywordList" | "updateKeywordList" | "deleteKeywordList" | "createApiKey" | "listApiKeys" | "getApiKey" | "updateApiKey" | "deleteApiKey" | "usageMetrics" | "messageMetrics" | "listRolePermissions" | "setRolePermissions" | "unsetRolePermission" | "listScopePermissions" | "setScopePermissions" | "unsetScopePermission" | "restrictFeatures" | "listRestrictedFeatures" | "allowFeatures" | "addFcmProvider" | "listFcmProviders" | "updateFcmProvider" | "setDefaultFcmProvider" | "deleteFcmProvider" | "addApnsProvider" | "listApnsProviders" | "updateApnsProvider" | "setDefaultApnsProvider" | "deleteApnsProvider" | "saveTwilioProvider" | "getTwilioProvider" | "updateTwilioProvider" | "deleteTwilioProvider" | "saveSendGridProvider" | "getSendGridProvider" | "updateSendGridProvider" | "deleteSendGridProvider" | "saveCustomPushProvider" | "getCustomPushProvider" | "updateCustomPushProvider" | "deleteCustomPushProvider" | "saveCustomSmsProvider" | "getCustomSmsProvider" | "updateCustomSmsProvider" | "deleteCustomSmsProvider" | "saveCustomEmailProvider" | "getCustomEmailProvider" | "updateCustomEmailProvider" | "deleteCustomEmailProvider" | "listNotificationLogs" | "getNotificationSettings" | "updateNotificationSettings" | "resetNotificationSettings" | "getNotificationPreferences" | "updateNotificationPreferences" | "resetNotificationPreferences" | "listMutedConversations" | "muteConversations" | "unmuteConversations" | "getNotificationTimezone" | "updateNotificationTimezone" | "getContactDetails" | "updateContactDetails" | "deleteContactDetails" | "registerPushToken" | "listPushTokens" | "deletePushToken" | "unregisterPushTokens" | "createModerationMessage" | "listModerationMessages" | "getModerationMessage" | "updateModerationMessage" | "deleteModerationMessage";
            /**
             * @description HTTP status to answer with: one the operation documents (every operation documents 500, 502, 503 and 504). Without it (and without `failure`) the rule only adds latency.
             * @enum {integer}
             */
            status?: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 501 | 502 | 503 | 504;
            /**
             * @description Error code to answer with, documented for `status`; by default the operation's first one of that status.
             * @enum {string}
             */
            code?: "ERR_BAD_REQUEST" | "AUTH_ERR_APIKEY_NOT_FOUND" | "AUTH_ERR_EMPTY_APIKEY" | "AUTH_ERR_INVALID_APPID" | "AUTH_ERR_NO_ACCESS" | "ERR_TOO_MANY_REQUESTS" | "ERR_EXCEPTION" | "ERR_BAD_GATEWAY" | "ERR_SERVICE_UNAVAILABLE" | "ERR_GATEWAY_TIMEOUT" | "ERR_INVALID_RECEIVER_TYPE" | "ERR_EMPTY_MESSAGE_TEXT" | "ERR_INVALID_MESSAGE_DATA" | "ERR_EMPTY_CUSTOM_DATA" | "ERR_UID_NOT_FOUND" | "ERR_BOT_NOT_FOUND" | "ERR_GUID_NOT_FOUND" | "ERR_MESSAGE_ID_NOT_FOUND" | "ERR_NOT_A_MEMBER" | "ERR_BLOCKED_RECEIVER" | "ERR_ROLE_ALREADY_EXISTS" | "ERR_ROLE_NOT_FOUND" | "ERR_ROLE_DELETE_FAILED" | "ERR_ROLE_DELETE_DENIED" | "ERR_UID_ALREADY_EXISTS" | "ERR_PERMISSION_DENIED" | "ERR_AUTH_TOKEN_NOT_FOUND" | "ERR_NOT_A_FRIEND" | "ERR_GUID_ALREADY_EXISTS" | "ERR_EMPTY_GROUP_PASS" | "ERR_GROUP_NO_ADMIN_SCOPE" | "ERR_GROUP_NO_CLEARANCE" | "ERR_GROUP_NO_SCOPE_CLEARANCE" | "ERR_SAME_SCOPE" | "ERR_NOT_A_BANNED_USER" | "ERR_ALREADY_BANNED" | "ERR_MESSAGE_THREAD_NESTING" | "ERR_WRONG_MESSAGE_THREAD_CATEGORY" | "ERR_WRONG_MESSAGE_THREAD" | "ERR_MESSAGE_NO_ACCESS" | "ERR_NOT_SUPPORTED_BY_SANDBOX" | "ERR_SAVED_MESSAGES_LIMIT_EXCEEDED" | "ERR_PINNED_MESSAGES_LIMIT_EXCEEDED" | "ERR_CONVERSATION_NOT_ACCESSIBLE" | "ERR_CONVERSATION_NOT_FOUND" | "ERR_SYSTEM_PINNED_CONVERSATION" | "ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED" | "ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED" | "ERR_REASON_ALREADY_EXISTS" | "ERR_REASON_NOT_FOUND" | "ERR_RULE_ALREADY_EXISTS" | "ERR_PLAN_QUOTA_RESTRICTION" | "ERR_RULE_NOT_FOUND" | "ERR_KEYWORD_ALREADY_EXISTS" | "ERR_KEYWORD_NOT_FOUND" | "ERR_APIKEY_NOT_FOUND" | "ERR_APIKEY_NO_SELF_ACTION" | "ERR_PROVIDER_ALREADY_EXISTS" | "ERR_PROVIDER_NOT_FOUND" | "ERR_TOKEN_NOT_FOUND";
            /** @description Chance that a matching request is hit, from 0 to 1 (default 1). */
            probability?: number;
            /** @description Requests the rule may still hit; 0 once spent. Absent for a rule without a limit. */
            times?: number;
            /** @description Milliseconds to wait before answering a request the rule hits. */
            latencyMs?: number;
            /**
             * @description A network failure instead of a status: `reset` (connection reset, the operation does not run), `hang` (no answer; the connection closes after `hangMs`), or, after the operation ran, `emptyBody` (a 200 with no body), `truncatedBody` (the connection closes halfway through the body), `invalidJson` (half the JSON text).
             * @enum {string}
             */
            failure?: "reset" | "hang" | "emptyBody" | "truncatedBody" | "invalidJson";
            /** @description How long a `hang` holds the request before closing the connection (default 30000). */
            hangMs?: number;
            /** @description The `Retry-After` seconds of a 503 (default 1). */
            retryAfter?: number;
            /** @description Requests the rule has hit so far. */
            hits: number;
        };
        /** @description The fault rules of an app, checked in order (at most 100). */
        FaultRules: components["schemas"]["FaultRule"][];
        /** @description The sandbox is up. */
        Health: {
            /**
             * @description Always `ok` when the sandbox answers.
             * @enum {string}
             */
            status: "ok";
            /** @description Version of chat-api-sandbox. */
            version: string;
            /** @description Seconds since the sandbox started. */
            uptime: number;
            /** @description The app a request that names none goes to; the inspector opens on it. */
            defaultApp?: {
                /** @description Id of the app. */
                appId: string;
                /**
                 * @description Region of the app.
                 * @enum {string}
                 */
                region: "us" | "eu" | "in";
            };
        };
        /** @description One request the app received under /v3, as it arrived and as it was answered. */
        JournalEntry: {
            /**
             * Format: int64
             * @description When the request arrived, on the app's clock.
             */
            time: number;
            /** @description HTTP method. */
            method: string;
            /** @description Path, without the query string. */
            path: string;
            /** @description The query string as sent, without the `?`. */
            query?: string;
            /**
             * @description The operation the method and path name, when they name one.
             * @enum {string}
             */
            operationId?: "sendBotMessage" | "createRole" | "listRoles" | "getRole" | "updateRole" | "deleteRole" | "createUser" | "listUsers" | "getUser" | "updateUser" | "deleteUser" | "deactivateUsers" | "reactivateUsers" | "createAuthToken" | "listAuthTokens" | "flushAuthTokens" | "getAuthToken" | "updateAuthToken" | "deleteAuthToken" | "blockUsers" | "unblockUsers" | "listBlockedUsers" | "addFriends" | "listFriends" | "removeFriends" | "createGroup" | "listGroups" | "getGroup" | "updateGroup" | "deleteGroup" | "addGroupMembers" | "listGroupMembers" | "kickGroupMember" | "changeGroupMemberScope" | "listBannedUsers" | "unbanUser" | "banUser" | "sendMessage" | "listMessages" | "updateMessage" | "deleteMessage" | "getMessage" | "listGroupMessages" | "listUserMessages" | "sendThreadMessage" | "listThreadMessages" | "subscribeThread" | "unsubscribeThread" | "listThreads" | "addReaction" | "removeReaction" | "listReactions" | "listReactionsByEmoji" | "saveMessage" | "unsaveMessage" | "markMessageInteracted" | "pinMessage" | "unpinMessage" | "listConversations" | "getConversation" | "getUserConversation" | "resetGroupConversation" | "getGroupConversation" | "resetUserConversation" | "deleteConversation" | "updateUserConversation" | "updateGroupConversation" | "markConversationRead" | "markGroupConversationRead" | "markConversationDelivered" | "markGroupConversationDelivered" | "markConversationUnread" | "markGroupConversationUnread" | "pinUserConversation" | "unpinUserConversation" | "pinGroupConversation" | "unpinGroupConversation" | "replaceAppPinnedConversations" | "listAppPinnedConversations" | "listBlockedMessages" | "createFlagReason" | "listFlagReasons" | "getFlagReason" | "updateFlagReason" | "deleteFlagReason" | "flagMessage" | "listFlaggedMessages" | "reviewFlaggedMessage" | "reviewBlockedMessage" | "listReviewedMessages" | "createRule" | "listRules" | "getRule" | "updateRule" | "listRuleRevisions" | "deleteRule" | "createKeywordList" | "listKeywordLists" | "getKeywordList" | "updateKeywordList" | "deleteKeywordList" | "createApiKey" | "listApiKeys" | "getApiKey" | "updateApiKey" | "deleteApiKey" | "usageMetrics" | "messageMetrics" | "listRolePermissions" | "setRolePermissions" | "unsetRolePermission" | "listScopePermissions" | "setScopePermissions" | "unsetScopePermission" | "restrictFeatures" | "listRestrictedFeatures" | "allowFeatures" | "addFcmProvider" | "listFcmProviders" | "updateFcmProvider" | "setDefaultFcmProvider" | "deleteFcmProvider" | "addApnsProvider" | "listApnsProviders" | "updateApnsProvider" | "setDefaultApnsProvider" | "deleteApnsProvider" | "saveTwilioProvider" | "getTwilioProvider" | "updateTwilioProvider" | "deleteTwilioProvider" | "saveSendGridProvider" | "getSendGridProvider" | "updateSendGridProvider" | "deleteSendGridProvider" | "saveCustomPushProvider" | "getCustomPushProvider" | "updateCustomPushProvider" | "deleteCustomPushProvider" | "saveCustomSmsProvider" | "getCustomSmsProvider" | "updateCustomSmsProvider" | "deleteCustomSmsProvider" | "saveCustomEmailProvider" | "getCustomEmailProvider" | "updateCustomEmailProvider" | "deleteCustomEmailProvider" | "listNotificationLogs" | "getNotificationSettings" | "updateNotificationSettings" | "resetNotificationSettings" | "getNotificationPreferences" | "updateNotificationPreferences" | "resetNotificationPreferences" | "listMutedConversations" | "muteConversations" | "unmuteConversations" | "getNotificationTimezone" | "updateNotificationTimezone" | "getContactDetails" | "updateContactDetails" | "deleteContactDetails" | "registerPushToken" | "listPushTokens" | "deletePushToken" | "unregisterPushTokens" | "createModerationMessage" | "listModerationMessages" | "getModerationMessage" | "updateModerationMessage" | "deleteModerationMessage";
            /** @description The onBehalfOf header, when sent. */
            onBehalfOf?: string;
            /** @description HTTP status of the answer; 0 when none was sent (a connection reset, a hang, or a client that gave up). */
            status: number | 0 | unknown;
            /**
             * @description Error code of the answer, when it was an error.
             * @enum {string}
             */
            errorCode?: "ERR_BAD_REQUEST" | "ERR_EMPTY_GROUP_PASS" | "ERR_ALREADY_JOINED" | "ERR_ALREADY_BANNED" | "ERR_BANNED_GROUPMEMBER" | "ERR_NO_VACANCY" | "ERR_NOT_A_BANNED_USER" | "ERR_SAVED_MESSAGES_LIMIT_EXCEEDED" | "ERR_EMPTY_MESSAGE_TEXT" | "ERR_INVALID_MESSAGE_DATA" | "ERR_EMPTY_CUSTOM_DATA" | "ERR_INVALID_RECEIVER_TYPE" | "ERR_SAME_SCOPE" | "ERR_CANNOT_FORM_SELF_RELATION" | "ERR_ALREADY_FRIEND" | "ERR_FAILED_TO_ADD_FRIEND" | "ERR_NOT_A_FRIEND" | "ERR_ROLE_DELETE_FAILED" | "ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED" | "ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED" | "AUTH_ERR_EMPTY_APIKEY" | "AUTH_ERR_APIKEY_NOT_FOUND" | "AUTH_ERR_INVALID_APPID" | "AUTH_ERR_EMPTY_ADMIN_TOKEN" | "AUTH_ERR_INVALID_ADMIN_TOKEN" | "AUTH_ERR_NO_ACCESS" | "ERR_NOT_A_MEMBER" | "ERR_MESSAGE_NO_ACCESS" | "ERR_SYSTEM_PINNED_CONVERSATION" | "ERR_MESSAGE_THREAD_NESTING" | "ERR_WRONG_MESSAGE_THREAD_CATEGORY" | "ERR_WRONG_MESSAGE_THREAD" | "ERR_PINNED_MESSAGES_LIMIT_EXCEEDED" | "ERR_GROUP_NO_CLEARANCE" | "ERR_GROUP_NO_SCOPE_CLEARANCE" | "ERR_GROUP_NO_ADMIN_SCOPE" | "ERR_BLOCKED_RECEIVER" | "ERR_PERMISSION_DENIED" | "ERR_ROLE_DELETE_DENIED" | "ERR_PLAN_QUOTA_RESTRICTION" | "ERR_UID_NOT_FOUND" | "ERR_GUID_NOT_FOUND" | "ERR_MESSAGE_ID_NOT_FOUND" | "ERR_BOT_NOT_FOUND" | "ERR_CONVERSATION_NOT_ACCESSIBLE" | "ERR_CONVERSATION_NOT_FOUND" | "ERR_AUTH_TOKEN_NOT_FOUND" | "ERR_TOKEN_NOT_FOUND" | "ERR_ROLE_NOT_FOUND" | "ERR_REASON_NOT_FOUND" | "ERR_RULE_NOT_FOUND" | "ERR_KEYWORD_NOT_FOUND" | "ERR_PROVIDER_NOT_FOUND" | "ERR_WEBHOOK_NOT_FOUND" | "ERR_APIKEY_NOT_FOUND" | "ERR_APIKEY_NO_SELF_ACTION" | "ERR_API_NOT_FOUND" | "ERR_INVALID_API_VERSION" | "ERR_METHOD_NOT_ALLOWED" | "ERR_REQUEST_TIMEOUT" | "ERR_GUID_ALREADY_EXISTS" | "ERR_UID_ALREADY_EXISTS" | "ERR_ROLE_ALREADY_EXISTS" | "ERR_REASON_ALREADY_EXISTS" | "ERR_RULE_ALREADY_EXISTS" | "ERR_KEYWORD_ALREADY_EXISTS" | "ERR_PROVIDER_ALREADY_EXISTS" | "ERR_WEBHOOK_ALREADY_EXISTS" | "ERR_TOO_MANY_REQUESTS" | "ERR_EXCEPTION" | "ERR_NOT_SUPPORTED_BY_SANDBOX" | "ERR_BAD_GATEWAY" | "ERR_SERVICE_UNAVAILABLE" | "ERR_GATEWAY_TIMEOUT";
            /**
             * @description Set when the answer was provoked by a `Prefer` header or a fault rule rather than computed.
             * @enum {string}
             */
            injected?: "prefer" | "fault";
            /**
             * @description The network failure provoked instead of the answer (reset, hang) or spoiling it (emptyBody, truncatedBody, invalidJson).
             * @enum {string}
             */
            failure?: "reset" | "hang" | "emptyBody" | "truncatedBody" | "invalidJson";
            /** @description Milliseconds from arrival to the last byte of the answer. */
            durationMs: number;
            /** @description The JSON body as parsed, when it was valid JSON of at most 4096 characters. */
            body?: unknown;
            /** @description The first 4096 characters of the JSON text of a larger body. */
            truncatedBody?: string;
            /** @description The first 4096 characters of a JSON body that could not be taken: not valid JSON, or nested too deep. */
            rawBody?: string;
        };
        /** @description An app of the sandbox after a reset. */
        SandboxApp: {
            /** @description Id of the app. */
            appId: string;
            /**
             * @description Region of the app.
             * @enum {string}
             */
            region: "us" | "eu" | "in";
            clock: components["schemas"]["ClockState"];
        };
        /** @description The whole state of an app: every collection as an array of normalized records, and the id counters. An import is checked against this schema and then for references between records (every member names an existing user and group, ids are unique, counters are at or above the highest ids). */
        StateSnapshot: {
            users: {
                uid: string;
                name: string;
                avatar?: string;
                link?: string;
                metadata?: Record<string, never>;
                /** @enum {unknown} */
                status: "offline" | "available";
                role: string;
                statusMessage?: string;
                tags?: string[];
                createdAt: number;
                updatedAt?: number;
                lastActiveAt?: number;
                deactivatedAt?: number;
                isBot?: boolean;
            }[];
            apiKeys: {
                apiKey: string;
                name: string;
                /** @enum {unknown} */
                scope: "fullAccess" | "authOnly";
                createdAt: number;
            }[];
            authTokens: {
                uid: string;
                authToken: string;
                createdAt: number;
                platform?: string;
                userAgent?: string;
                appInfo?: Record<string, never>;
                updatedAt?: number;
            }[];
            groups: {
                guid: string;
                name: string;
                /** @enum {unknown} */
                type: "public" | "password" | "private";
                description?: string;
                icon?: string;
                password?: string;
                metadata?: Record<string, never>;
                owner: string;
                tags?: string[];
                createdAt: number;
                updatedAt?: number;
                updatedBy?: string;
            }[];
            members: {
                guid: string;
                uid: string;
                /** @enum {unknown} */
                scope: "admin" | "moderator" | "participant";
                joinedAt: number;
            }[];
            bans: {
                guid: string;
                uid: string;
                /** @enum {unknown} */
                scope: "admin" | "moderator" | "participant";
                bannedAt: number;
            }[];
            messages: {
                id: string;
                muid?: string;
                conversationId: string;
                sender: string;
                /** @enum {unknown} */
                receiverType: "user" | "group";
                receiver: string;
                /** @enum {unknown} */
                category: "message" | "interactive" | "custom" | "action" | "call";
                type: string;
                data: Record<string, never>;
                tags?: string[];
                quotedMessageId?: string;
                parentId?: string;
                actionRefs?: {
                    by: string;
                    on: string;
                    for: string;
                    membersCount: number;
                } | {
                    by: string;
                    message: {
                        id: string;
                        muid?: string;
                        conversationId: string;
                        sender: string;
                        /** @enum {unknown} */
                        receiverType: "user" | "group";
                        receiver: string;
                        /** @enum {unknown} */
                        category: "message" | "interactive" | "custom" | "action" | "call";
                        type: string;
                        data: Record<string, never>;
                        tags?: string[];
                        quotedMessageId?: string;
                        parentId?: string;
                        /** @enum {unknown} */
                        moderationStatus?: "pending";
                        sentAt: number;
                        updatedAt: number;
                        editedAt?: number;
                        editedBy?: string;
                        deletedAt?: number;
                        deletedBy?: string;
                        pin?: {
                            by: string;
                            at: number;
                        };
                    };
                } | {
                    by: string;
                    call: {
                        sessionid: string;
                        /** @enum {unknown} */
                        type: "audio" | "video";
                        sender: string;
                        /** @enum {unknown} */
                        receiverType: "user" | "group";
                        receiver: string;
                        /** @enum {unknown} */
                        status: "initiated" | "ongoing" | "unanswered" | "rejected" | "busy" | "cancelled" | "ended";
                        initiatedAt: number;
                        joinedAt?: number;
                        startedAt?: number;
                        endedAt?: number;
                        wsChannel?: {
                            identity: string;
                            secret: string;
                            service: string;
                        };
                        metadata?: Record<string, never>;
                    };
                };
                /** @enum {unknown} */
                moderationStatus?: "pending";
                sentAt: number;
                updatedAt: number;
                editedAt?: number;
                editedBy?: string;
                deletedAt?: number;
                deletedBy?: string;
                pin?: {
                    by: string;
                    at: number;
                };
            }[];
            reactions: {
                id: string;
                messageId: string;
                uid: string;
                reaction: string;
                reactedAt: number;
            }[];
            savedMessages: {
                uid: string;
                messageId: string;
                savedAt: number;
            }[];
            conversationResets: ({
                guid: string;
                uid: string;
                lastMessageId: string;
                preserveOrder: boolean;
                resetAt: number;
            } | {
                withUid: string;
                uid: string;
                lastMessageId: string;
                preserveOrder: boolean;
                resetAt: number;
            })[];
            blockedUsers: {
                uid: string;
                blockedUid: string;
                blockedAt: number;
            }[];
            friendships: {
                uid: string;
                friendUid: string;
                createdAt: number;
            }[];
            openedConversations: {
                uid: string;
                conversationId: string;
                conversationWith: string;
                openedAt: number;
            }[];
            readMarks: {
                uid: string;
                conversationId: string;
                messageId: string;
                steps?: {
                    messageId: string;
                    at: number;
                }[];
                readAt: number;
            }[];
            deliveredMarks: {
                uid: string;
                conversationId: string;
                messageId: string;
                steps?: {
                    messageId: string;
                    at: number;
                }[];
                deliveredAt: number;
            }[];
            conversationTags: {
                uid: string;
                conversationId: string;
                tags: string[];
                updatedAt: number;
            }[];
            interactions: {
                messageId: string;
                uid: string;
                interactions: {
                    elementId: string;
                    interactedAt: number;
                }[];
            }[];
            conversationPins: {
                uid: string;
                conversationId: string;
                /** @enum {unknown} */
                conversationType: "user" | "group";
                pinnedAt: number;
            }[];
            appPinnedConversations: {
                conversationId: string;
                pinnedAt: number;
            }[];
            threadSubscriptions: {
                uid: string;
                messageId: string;
                subscribedAt: number;
            }[];
            roles: {
                role: string;
                name: string;
                description?: string;
                metadata?: Record<string, never>;
                settings?: {
                    /** @enum {unknown} */
                    listUsers?: "all" | "friendsOnly";
                    /** @enum {unknown} */
                    sendMessagesTo?: "all" | "friendsOnly";
                };
                permissions?: {
                    [key: string]: string | string[];
                };
                restrictedFeatures?: {
                    key: string;
                    restrictedAt: number;
                }[];
                createdAt: number;
                updatedAt?: number;
            }[];
            scopePermissions: {
                guid: string;
                /** @enum {unknown} */
                scope: "admin" | "moderator" | "participant";
                permissions: {
                    [key: string]: string | string[];
                };
                updatedAt: number;
            }[];
            moderationRules: {
                id: string;
                name: string;
                enabled: boolean;
                revision: number;
                conditions: {
                    id: number;
                    isKeywordsReferencePresent: boolean;
                    isMediaPresent: boolean;
                    entity: string;
                    operand: string;
                    category: string;
                    operator: string;
                    value: string[];
                    message: string[];
                    weight: number;
                }[];
                actions: string[];
                description?: string;
                filters?: {
                    /** @enum {unknown} */
                    type: "sender" | "receiver";
                    /** @enum {unknown} */
                    entity: "user" | "group";
                    operand: string;
                    operator: string;
                    value: string[];
                }[];
                createdAt?: number;
                updatedAt?: number;
                default?: boolean;
                history?: {
                    revision: number;
                    name: string;
                    description?: string;
                    enabled: boolean;
                    conditions: {
                        id: number;
                        isKeywordsReferencePresent: boolean;
                        isMediaPresent: boolean;
                        entity: string;
                        operand: string;
                        category: string;
                        operator: string;
                        value: string[];
                        message: string[];
                        weight: number;
                    }[];
                    actions: string[];
                    filters?: {
                        /** @enum {unknown} */
                        type: "sender" | "receiver";
                        /** @enum {unknown} */
                        entity: "user" | "group";
                        operand: string;
                        operator: string;
                        value: string[];
                    }[];
                    updatedAt: number;
                }[];
            }[];
            blockedMessages: {
                ruleId: string;
                ruleName: string;
                revisionId: string;
                condition: {
                    id: number;
                    isKeywordsReferencePresent: boolean;
                    isMediaPresent: boolean;
                    entity: string;
                    operand: string;
                    category: string;
                    operator: string;
                    value: string[];
                    message: string[];
                    weight: number;
                };
                messageId: string;
                action: string[];
                createdAt: number;
                updatedAt: number;
                review?: {
                    /** @enum {unknown} */
                    status: "approved" | "disapproved" | "rejected";
                    reviewedAt: number;
                };
                /** @enum {unknown} */
                standalone?: true;
            }[];
            moderationMessages: {
                id: string;
                muid?: string;
                conversationId: string;
                sender: string;
                /** @enum {unknown} */
                receiverType: "user" | "group";
                receiver: string;
                /** @enum {unknown} */
                category: "message" | "custom";
                type: string;
                data: Record<string, never>;
                tags?: string[];
                sentAt: number;
                updatedAt: number;
                editedAt?: number;
                editedBy?: string;
            }[];
            keywordLists: {
                id: string;
                name: string;
                description?: string;
                /** @enum {unknown} */
                category: "word" | "pattern" | "sentence-similarity";
                searchTerms?: string[];
                disallowedSentences?: string[];
                isCSV: boolean;
                revision: number;
                createdAt: number;
                updatedAt: number;
            }[];
            flaggedMessages: {
                messageId: string;
                flags: {
                    uid?: string;
                    ruleId?: string;
                    reasonId?: string;
                    reasonName?: string;
                    remark?: string;
                    flaggedAt: number;
                }[];
                flaggedAt: number;
                review?: {
                    /** @enum {unknown} */
                    status: "approved" | "disapproved" | "rejected";
                    reviewedAt: number;
                };
            }[];
            flagReasons: {
                id: string;
                name: string;
                description?: string;
                default: boolean;
                createdAt: number;
                updatedAt: number;
            }[];
            moderationReviews: {
                messageId: string;
                /** @enum {unknown} */
                origin: "blocked" | "flagged";
                reviewedAt: number;
            }[];
            notificationSettings: {
                /** @enum {unknown} */
                id: "app";
                settings: Record<string, never>;
                updatedAt: number;
            }[];
            notificationUsers: {
                uid: string;
                preferences?: Record<string, never>;
                mutedConversations?: {
                    id: string;
                    /** @enum {unknown} */
                    type: "oneOnOne" | "group";
                    until: number;
                }[];
                timezone?: string;
                contactDetails?: {
                    email?: string;
                    phno?: string;
                };
                updatedAt: number;
            }[];
            pushProviders: {
                /** @enum {unknown} */
                kind: "fcm" | "apns";
                providerId: string;
                isDefault: boolean;
                details: Record<string, never>;
                createdAt: number;
                updatedAt: number;
            }[];
            notificationProviders: {
                /** @enum {unknown} */
                kind: "twilio" | "sendgrid" | "customPush" | "customSms" | "customEmail";
                details: Record<string, never>;
                createdAt: number;
                updatedAt: number;
            }[];
            pushTokens: {
                pushToken: string;
                uid: string;
                authToken: string;
                platform: string;
                pushTokenType: string;
                providerId?: string;
                timezone?: string;
                createdAt: number;
                updatedAt: number;
            }[];
            notificationLogs: {
                _id: string;
                processingStartedAtMS: number;
                processingEndedAtMS: number;
                totalProcessingTimeInMS: number;
                component: string;
                /** @enum {unknown} */
                channel: "push" | "email" | "sms";
                /** @enum {unknown} */
                provider: "fcm" | "apns" | "custom" | "sendgrid" | "twilio";
                trigger: string;
                messageId?: number;
                reactionId?: number;
                messageCategory?: string;
                messageType?: string;
                messageSentAtMS?: number;
                sender?: string;
                reactionSender?: string;
                receiver?: string;
                reactionReceiver?: string;
                /** @enum {unknown} */
                receiverType?: "user" | "group";
                member?: string;
                tokenType?: string;
                pushToken?: string;
                providerId?: string;
                payload?: Record<string, never>;
                notificationTriggered: boolean;
                reason?: string;
                success?: boolean;
            }[];
            notificationDigests: {
                /** @enum {unknown} */
                channel: "email" | "sms";
                uid: string;
                conversationId: string;
                /** @enum {unknown} */
                receiverType: "user" | "group";
                receiver: string;
                messageIds: string[];
                firstUnreadAt: number;
                dueAt: number;
            }[];
            notificationQuotas: {
                /** @enum {unknown} */
                channel: "email" | "sms";
                uid: string;
                day: string;
                sent: number;
                perConversation: {
                    [key: string]: number;
                };
            }[];
            messageMetrics: {
                startTime: number;
                messagesSent: number;
                readReceipts: number;
                deliveryReceipts: number;
            }[];
            counters: {
                messageId: number;
                reactionId: number;
            };
        };
        /** @description An app the sandbox holds. */
        StoredApp: {
            /** @description Id of the app. */
            appId: string;
            /**
             * @description Region of the app.
             * @enum {string}
             */
            region: "us" | "eu" | "in";
            /** @description Whether it was used since the sandbox started. */
            loaded: boolean;
            /** @description Whether it has files in the data directory. */
            onDisk: boolean;
        };
        /** @description A webhook of the app. Its password is never shown. */
        Webhook: {
            /** @description Unique id of the webhook in the app, at most 50 characters. */
            id: string;
            /** @description Display name, at most 50 characters. */
            name: string;
            /** @description The http(s) URL events are posted to; redirects from it are not followed. */
            webhookURL: string;
            /** @description Whether calls carry Basic auth with `username` and `password`. */
            useBasicAuth: boolean;
            /** @description Basic auth user name. */
            username?: string;
            /** @description Whether the webhook is called. */
            enabled: boolean;
            /** @description The triggers the webhook is called for. */
            triggers: ("message_sent" | "message_edited" | "message_deleted" | "message_reaction_added" | "message_reaction_removed" | "group_created" | "group_updated" | "group_owner_transferred" | "group_deleted" | "group_member_added" | "group_member_kicked" | "group_member_banned" | "group_member_unbanned" | "group_member_scope_changed" | "user_blocked" | "user_unblocked" | "message_delivery_receipt" | "message_read_receipt")[];
        };
        /** @description One attempt to deliver an event to a webhook. */
        WebhookDelivery: {
            /** @description Wall-clock time of the attempt, epoch milliseconds. */
            at: number;
            /** @description The event, numbered in the app from 1 since its last reset: every webhook the event goes to, and every attempt, has the same. A notification provider's call is its own event: the log record's `_id`. */
            eventId: string;
            /** @description What the event is about: the message its body carries (`data.message`), else the group (`data.group`), else the user acted on (`data.user`). */
            entity: {
                /**
                 * @description What kind of record.
                 * @enum {string}
                 */
                type: "message" | "group" | "user";
                /** @description Its id, guid or uid. */
                id: string;
            };
            /** @description The webhook; for a notification provider's call (SPEC 20), the provider: `customPush`, `customSms` or `customEmail`. */
            webhookId: string;
            /** @description The trigger delivered. */
            trigger: string;
            /** @description Where it was posted. */
            url: string;
            /** @description Attempt number, from 1 (0 for a delivery dropped before its first attempt: the queue was full). */
            attempt: number;
            /** @description HTTP status the receiver answered. */
            status?: number;
            /** @description Why the attempt failed: the status, a timeout, a refused connection, a redirect; `circuit open: …` when the URL was not called because its last calls got no answer; why a delivery was dropped. */
            error?: string;
            /** @description Milliseconds the attempt took (0 when no call was made). */
            durationMs: number;
            /**
             * @description `retrying`: another attempt follows; `failed`: none does; `dropped`: no attempt follows, because the queue was full or the webhook was deleted or replaced.
             * @enum {string}
             */
            outcome: "delivered" | "retrying" | "failed" | "dropped";
            /** @description The body posted, the same for every attempt of the delivery. A delivery dropped before its first attempt (the queue was full) has none: its body was never built. */
            body?: {
                /** @description The trigger. */
                trigger: string;
                /** @description What the event tells, per trigger (README, "Webhooks"). */
                data: {
                    [key: string]: Json;
                };
                /** @description The app. */
                appId: string;
                /** @description Its region. */
                region: string;
                /** @description The webhook id; `custom` for a notification provider's call. */
                webhook: string;
            };
            /** @description Only on a notification provider's call: the `_id` of the log record (GET /notifications/v1/logs) it delivers, whose `success` follows the last attempt. */
            notificationLogId?: string;
        };
        /** @description The deliveries still pending once the flush returned. */
        WebhookFlush: {
            /** @description Deliveries not finished: 0 once drained. */
            pending: number;
        };
        /** @description A webhook to create, or to replace one with (then `id` may be left out). */
        WebhookRequest: {
            /** @description Unique id of the webhook in the app, at most 50 characters. */
            id?: string;
            /** @description Display name, at most 50 characters. */
            name: string;
            /** @description The http(s) URL events are posted to; redirects from it are not followed. */
            webhookURL: string;
            /** @description Whether calls carry Basic auth with `username` and `password`. */
            useBasicAuth?: boolean;
            /** @description Basic auth user name. */
            username?: string;
            /** @description Whether the webhook is called. */
            enabled?: boolean;
            /** @description The triggers the webhook is called for. */
            triggers: ("message_sent" | "message_edited" | "message_deleted" | "message_reaction_added" | "message_reaction_removed" | "group_created" | "group_updated" | "group_owner_transferred" | "group_deleted" | "group_member_added" | "group_member_kicked" | "group_member_banned" | "group_member_unbanned" | "group_member_scope_changed" | "user_blocked" | "user_unblocked" | "message_delivery_receipt" | "message_read_receipt")[];
            /** @description Basic auth password; stored, never shown. */
            password?: string;
        };
    };
    responses: never;
    parameters: {
        /**
         * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
         * @example ci-job-42
         */
        appId: string;
        /**
         * @description Region of the app.
         * @example us
         */
        region: "us" | "eu" | "in";
        /**
         * @description Id of a webhook of the app.
         * @example orders-hook
         */
        webhookId: string;
        /**
         * @description Longest wait in milliseconds (default 30000).
         * @example 5000
         */
        flushTimeout: number;
        /**
         * @description Return at most this many requests, the newest.
         * @example 10
         */
        journalLimit: number;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The scheme to authenticate with: `Bearer`.
         * @example Bearer realm="chat-api-sandbox"
         */
        WwwAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resetApp: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app, fresh. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxApp"];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    exportState: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateSnapshot"];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    importState: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        /** @description The new state, as an export gives it. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StateSnapshot"];
            };
        };
        responses: {
            /** @description The state, as now stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateSnapshot"];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listApps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The apps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredApp"][];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteApp: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether there was something to delete. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedApp"];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
                /**
                 * @description Return at most this many requests, the newest.
                 * @example 10
                 */
                limit?: components["parameters"]["journalLimit"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Requests, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"][];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getClock: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockState"];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    setClock: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        /** @description Exactly one setting. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockSetting"];
            };
        };
        responses: {
            /** @description The clock after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockState"];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listFaults: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultRuleState"][];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    setFaults: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        /** @description The new rules, replacing the old ones. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultRules"];
            };
        };
        responses: {
            /** @description The rules, as now held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultRuleState"][];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    clearFaults: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultRuleState"][];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"][];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        /** @description The webhook. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A webhook with that id exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
                /**
                 * @description Id of a webhook of the app.
                 * @example orders-hook
                 */
                webhookId: components["parameters"]["webhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The webhook does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    replaceWebhook: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
                /**
                 * @description Id of a webhook of the app.
                 * @example orders-hook
                 */
                webhookId: components["parameters"]["webhookId"];
            };
            cookie?: never;
        };
        /** @description The new webhook. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The webhook does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
                /**
                 * @description Id of a webhook of the app.
                 * @example orders-hook
                 */
                webhookId: components["parameters"]["webhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The webhook does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
                /**
                 * @description Return at most this many requests, the newest.
                 * @example 10
                 */
                limit?: components["parameters"]["journalLimit"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attempts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"][];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    flushWebhooks: {
        parameters: {
            query?: {
                /**
                 * @description Region of the app.
                 * @example us
                 */
                region?: components["parameters"]["region"];
                /**
                 * @description Longest wait in milliseconds (default 30000).
                 * @example 5000
                 */
                timeoutMs?: components["parameters"]["flushTimeout"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.
                 * @example ci-job-42
                 */
                appId: components["parameters"]["appId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Nothing pending, or what still is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookFlush"];
                };
            };
            /** @description The request breaks the control API contract; `details` names the fields at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has an admin token and the request does not carry it. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The sandbox has no admin token and the request did not come over loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
