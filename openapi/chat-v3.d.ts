/**
 * Generated from openapi/chat-v3.yaml by openapi-typescript (npm run build:openapi); do not edit.
 */

type Json = null | boolean | number | string | Json[] | {
    [key: string]: Json;
};
export interface paths {
    "/bots/{uid}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message from a bot
         * @description Sends a message from the bot `uid` to a user or a group (`receiver`, `receiverType`) and/or to every user and group of `multipleReceivers` (one copy each, each with its own id).
         *
         *     The body is chosen by `category`: `message` (text or media), `interactive` (chosen by `type`: card, form, customInteractive, scheduler) or `custom`.
         *
         *     The bot must be a member of a receiving group, and a receiving user must not have blocked it. A text message needs a non-empty `data.text`, a media message at least one attachment, a custom message an object `data.customData`. In interactive messages the `interactionGoal.elementIds` must name elements of the message, element ids are unique, and a scheduler needs `from` < `to` and `dateRangeStart` ≤ `dateRangeEnd`.
         *
         *     The answer is the created message (for `receiver` when given, else the first copy), with `quotedMessage` when `quotedMessageId` was sent and `data.moderation` when the app has moderation rules.
         */
        post: operations["sendBotMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List roles
         * @description Every role of the app, in the order they were created, on one page.
         */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role
         * @description Creates a role. `role` is stored lowercased (`Mentor` → `mentor`); a role of that id already → 409 ERR_ROLE_ALREADY_EXISTS. Users name it in their `role`. `settings` are the legacy restrictions: `friendsOnly` acts as the `listUsers.mode` / `sendMessage.mode` permission `friends` where that permission is not set.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/{role}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a role
         * @description One role, by its id (any case).
         */
        get: operations["getRole"];
        /**
         * Update a role
         * @description Changes what the body names: `name`, `description`, `metadata` replace the stored ones, `settings` merge into them; `unset` removes `settings`, `description` or `metadata` first.
         */
        put: operations["updateRole"];
        post?: never;
        /**
         * Delete a role
         * @description Deletes a role. The role `default` cannot be deleted (403 ERR_ROLE_DELETE_DENIED); nor can a role some user holds (400 ERR_ROLE_DELETE_FAILED, naming how many: The role mentor cannot be deleted: 2 users hold it.), so that every user keeps an existing role.
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Lists the users of the app, bots included, in creation order, page by page. Filters combine; `withTags` adds the tags. Deactivated users are left out; `withDeactivated=true` adds them and `onlyDeactivated=true` lists only them (and wins over `withDeactivated`). With `onBehalfOf`, each user carries the one-to-one conversation id with that user and whether they blocked them.
         */
        get: operations["listUsers"];
        /**
         * Reactivate users
         * @description Reactivates each listed user (at most 1000): the user comes back as it was, with its memberships, tokens and blocks. Answers every listed user that is active after the call; a uid nobody has is left out.
         */
        put: operations["reactivateUsers"];
        /**
         * Create a user
         * @description Creates a user. The UID is stored lowercased and must be new; `role` defaults to `default` and the status is `offline`. With `withAuthToken: true` the answer also carries an auth token of the new user, which the token list then shows.
         */
        post: operations["createUser"];
        /**
         * Deactivate users
         * @description Deactivates each listed user (at most 1000). A deactivated user is left out of the user list unless asked for, still read singly with `deactivatedAt`, and cannot act, be messaged, join a group or get a token (404 ERR_UID_NOT_FOUND saying so); what exists stays. Answers every listed user that is deactivated after the call, those already deactivated included, so a retry reads the same; a uid nobody has is left out. The system user `app_system` cannot be updated, deactivated or deleted (403 ERR_PERMISSION_DENIED).
         */
        delete: operations["deactivateUsers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description One user, a deactivated one included (with `deactivatedAt`). With `onBehalfOf`, the record carries the one-to-one conversation id with that user and whether they blocked this one.
         */
        get: operations["getUser"];
        /**
         * Update a user
         * @description Changes the fields sent, with the limits of user creation; `metadata` and `tags` replace the old ones, `unset` removes any of avatar, link, metadata. A field both set and unset, or an empty body, answers 400. Sets `updatedAt`; the uid never changes, and every record built from the user shows the new values at once. A deactivated user cannot be updated (404 ERR_UID_NOT_FOUND saying so). The system user `app_system` cannot be updated, deactivated or deleted (403 ERR_PERMISSION_DENIED).
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete a user
         * @description Without `permanent` (or with false) the user is deactivated, as DELETE /users does: kept and read, but unable to act or be reached until reactivated. With `permanent: true` the user is erased with their tokens, memberships, bans, one-to-one conversations and every message they sent, their reactions, saves, blocks and read marks; groups they owned pass to `app_system`, and the uid may be created again. A user already deactivated is deleted the same way. The system user `app_system` cannot be updated, deactivated or deleted (403 ERR_PERMISSION_DENIED).
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/auth_tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the auth tokens of a user
         * @description Lists the auth tokens of the user `uid`, oldest first, 100 per page by default (at most 1000). A page past the end is an empty list with correct `meta`.
         */
        get: operations["listAuthTokens"];
        put?: never;
        /**
         * Create an auth token for a user
         * @description Returns an auth token of the user `uid`. A user who has none gets a new one; a user who has one gets the newest back, unless `force` is true, which always creates a new token. The 100 most recent tokens of a user are kept; older ones are removed.
         */
        post: operations["createAuthToken"];
        /**
         * Flush the auth tokens of a user
         * @description Deletes every auth token of the user `uid`; the token list is empty afterwards. Flushing a user without tokens succeeds too, and so does flushing a deactivated user.
         */
        delete: operations["flushAuthTokens"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/auth_tokens/{authToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an auth token of a user
         * @description One auth token of the user `uid`, with where it is used once it has been updated. A token of another user is not found.
         */
        get: operations["getAuthToken"];
        /**
         * Update an auth token of a user
         * @description Records where the auth token is used: `platform`, `userAgent` and `appInfo`. The fields sent replace those stored and the others stay; `updatedAt` is set. The token shows them wherever it is read, in the token list too. A deactivated user cannot have a token updated.
         */
        put: operations["updateAuthToken"];
        post?: never;
        /**
         * Delete an auth token of a user
         * @description Deletes one auth token of the user `uid`; the others stay. A token of another user is not found. A deactivated user can have tokens deleted.
         */
        delete: operations["deleteAuthToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/blockedusers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users a user blocked
         * @description Lists the users that `uid` blocked, in the order they were blocked, as `uid` sees them (with `blockedByMe`, `blockedAt` and the one-to-one `conversationId`), 100 per page by default (at most 1000).
         */
        get: operations["listBlockedUsers"];
        put?: never;
        /**
         * Block users
         * @description The user `uid` blocks each user of `blockedUids` (at most 25). Two users of whom either blocked the other cannot message each other: sending answers 403 ERR_BLOCKED_RECEIVER, for bots too. Blocking a user already blocked succeeds and keeps the first `blockedAt`. A UID that does not exist fails on its own; the others still apply. A user cannot block themselves.
         */
        post: operations["blockUsers"];
        /**
         * Unblock users
         * @description The user `uid` unblocks each user of `blockedUids` (at most 25). Unblocking a user who is not blocked succeeds and changes nothing. A UID that does not exist fails on its own; the others still apply.
         */
        delete: operations["unblockUsers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/friends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the friends of a user
         * @description Lists the friends of `uid` in the order the friendships were made, as `uid` sees them (the one-to-one `conversationId`, and `blockedByMe` with its times for a friend `uid` blocked), 100 per page by default (at most 1000). `searchKey` keeps the friends whose name or UID contains it. Deactivated friends are listed, with `deactivatedAt`.
         */
        get: operations["listFriends"];
        put?: never;
        /**
         * Add friends
         * @description The user `uid` and each user of `accepted` (at most 25) become friends; friendship is mutual, so each lists the other. Each UID gets its own result and the others still apply: ERR_UID_NOT_FOUND for a user who does not exist or is deactivated, ERR_CANNOT_FORM_SELF_RELATION for `uid` itself, ERR_ALREADY_FRIEND for a friend already, ERR_FAILED_TO_ADD_FRIEND when either user has 1000 friends. With `addToConversations: true` the one-to-one conversation of each new pair is opened for both users: their conversation lists show it, without `lastMessage` and with `unreadMessageCount` "0", before any message is sent. A deactivated `uid` cannot add friends.
         */
        post: operations["addFriends"];
        /**
         * Remove friends
         * @description The user `uid` and each user of `friends` (at most 25) stop being friends, on both sides. Every listed user must be a friend: one who is not answers 400 ERR_NOT_A_FRIEND naming them, and nothing is removed. A deactivated user, on either side, can be unfriended.
         */
        delete: operations["removeFriends"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List groups
         * @description Lists the groups of the app, page by page, in creation order unless `sortBy` says otherwise. With `onBehalfOf`, each carries that user's `scope`, `joinedAt` and `hasJoined`, and private groups are listed to their members only. Passwords are never returned.
         */
        get: operations["listGroups"];
        put?: never;
        /**
         * Create a group
         * @description Creates a group. The GUID is stored lowercased and must be new. A group of type password needs a `password`, which is never returned. The owner is `owner`, else the acting user (`onBehalfOf`), else the system user; the owner and the acting user become admins. `members` are added as by the add-members operation (at most 25 users; a user in several lists gets the highest scope); a member that cannot be added does not fail the creation, and the answer then reports each member under `members`.
         */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a group
         * @description One group. With `onBehalfOf`, it carries that user's membership; a private group is found by its members only. The password is never returned.
         */
        get: operations["getGroup"];
        /**
         * Update a group
         * @description Changes the fields sent and removes those named in `unset` (icon, description, metadata); `metadata` and `tags` replace the old ones, and a field both set and unset is refused. With `onBehalfOf` the acting user must be an admin of the group, and `owner` is ignored. Without it the app may hand the group to `owner`, an existing active user, who becomes an admin if not one; the old owner stays an admin. A group of type password needs a password, sent or kept; another type drops it. Sets `updatedAt` and `updatedBy`, and answers the group as the acting user sees it.
         */
        put: operations["updateGroup"];
        post?: never;
        /**
         * Delete a group
         * @description Deletes the group with its members, bans, messages (with their reactions and saves), resets and read marks; its guid is free again. With `onBehalfOf` the acting user must be an admin of the group. Afterwards the group and its messages are not found, and no conversation list shows it.
         */
        delete: operations["deleteGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List group members
         * @description The current members of a group (banned users are not), in join order, page by page, with their scope. With `onBehalfOf`, each member carries the one-to-one conversation id with that user and whether they blocked them, and a private group is found by its members only.
         */
        get: operations["listGroupMembers"];
        put?: never;
        /**
         * Add members to a group
         * @description Adds users to the group with the scope of their list, and bans the users of `usersToBan` (25 users at most in all). With `onBehalfOf` the acting user must be an admin or a moderator, and a moderator may add and ban participants only; without it the system user acts. The answer reports each user; a user that cannot be added or banned does not fail the request. Each addition creates an action message.
         */
        post: operations["addGroupMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}/members/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the scope of a group member
         * @description Sets the scope of the member `uid` (admin, moderator or participant). With `onBehalfOf` the acting user must be an admin of the group: moderators do not change scopes; without it the system user acts. The owner of the group cannot be demoted, and the new scope must differ from the current one. Stores a `scopeChanged` action message with the old and new scope.
         */
        put: operations["changeGroupMemberScope"];
        post?: never;
        /**
         * Kick a member from a group
         * @description Removes the member `uid` from the group; the user may be added again later. With `onBehalfOf` the acting user must be an admin or a moderator of the group, and a moderator acts on participants only; without it the system user acts. Nobody acts on the owner of the group. Stores a `kicked` action message.
         */
        delete: operations["kickGroupMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}/bannedusers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the banned users of a group
         * @description Lists the users banned from the group, in the order they were banned, 100 per page by default (at most 1000). With `onBehalfOf`, each user also carries the one-to-one `conversationId` with the acting user and whether that user blocked them.
         */
        get: operations["listBannedUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}/bannedusers/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ban a user from a group
         * @description Bans the user `uid`, a member or not: membership ends, the ban keeps the former scope, and the user cannot be added again until unbanned. With `onBehalfOf` the acting user must be an admin or a moderator of the group, and a moderator acts on participants only; without it the system user acts. Nobody acts on the owner of the group. Stores a `banned` action message.
         */
        post: operations["banUser"];
        /**
         * Unban a user from a group
         * @description Lifts the ban of the user `uid`. With `onBehalfOf` the acting user must be an admin or a moderator. The user is not a member afterwards and may be added again.
         */
        delete: operations["unbanUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List messages
         * @description Messages across the app by cursor; with `onBehalfOf`, the conversations that user takes part in, as they see them. `conversationId` or `sender` read that conversation's or sender's messages directly.
         */
        get: operations["listMessages"];
        put?: never;
        /**
         * Send a message as a user
         * @description Sends a message from the acting user (`onBehalfOf`) to a user or a group (`receiver`, `receiverType`) and/or to every user and group of `multipleReceivers` (one copy each, each with its own id).
         *
         *     The body is chosen by `category`: `message` (text, or image, file, audio and video with attachments) or `custom`.
         *
         *     With `parentMessageId` (a string or an integer) the message is a reply in that message’s thread, sent exactly as POST /messages/{id}/thread: to the parent’s conversation, with its checks and errors.
         *
         *     The sender must be a member of a receiving group; a receiving user and the sender must not have blocked each other, in either direction. A text message needs a non-empty `data.text`, a media message at least one attachment, a custom message an object `data.customData`. A quoted message must be one the sender can see.
         *
         *     The answer is the created message (for `receiver` when given, else the first copy), with `quotedMessage` when `quotedMessageId` was sent and `data.moderation` when the app has moderation rules; a message that a rule blocks is stored, answered, and visible to its sender only.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a message
         * @description One message. With `onBehalfOf`, as that user may see it (the rules of the reactions) and with `reactedByMe` in its reactions.
         */
        get: operations["getMessage"];
        /**
         * Edit a message
         * @description Edits a text message (`data.text`, `data.metadata`) or a custom message (`data.customData`, `data.metadata`), and replaces its `tags` when given. The sender may change their message; in a group, so may its admins and moderators; without `onBehalfOf` the app may change any message. The message must be visible to the acting user. Action messages cannot be changed. A deleted message cannot be edited. The message gets `editedAt` and `editedBy`; an edited text is moderated like a new one. The answer is the `edited` action message, stored in the message's conversation, which shows the message as edited.
         */
        put: operations["updateMessage"];
        post?: never;
        /**
         * Delete a message
         * @description Deletes a message. The sender may change their message; in a group, so may its admins and moderators; without `onBehalfOf` the app may change any message. The message must be visible to the acting user. Action messages cannot be changed. By default the message keeps its place without its content, with `deletedAt` and `deletedBy`; with `permanent: true` it is removed with its reactions and saves (a message deleted before may still be removed permanently). The answer is the `deleted` action message, stored in the message's conversation, which shows the message as deleted.
         */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the messages of a group
         * @description The group's messages by cursor: without one, the newest `limit`; within a page, oldest first; `meta.next` and `meta.previous` read on. With `onBehalfOf` (a current member), as that member sees them: a reset hides what came before it, a message blocked by moderation is listed to its sender only.
         */
        get: operations["listGroupMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the messages between two users
         * @description The one-to-one conversation between `onBehalfOf` and `uid`, by cursor as the group messages are.
         */
        get: operations["listUserMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/thread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the replies of a thread
         * @description The replies of message `id` by cursor, as the group messages are. With `onBehalfOf`, the parent must be visible to that user, and the replies are those the user may see.
         */
        get: operations["listThreadMessages"];
        put?: never;
        /**
         * Reply in a thread
         * @description Sends a reply from the acting user (`onBehalfOf`) in the thread of message `id`: a message of the parent's conversation with `parentId`, sent with every rule of POST /messages (membership, blocks, moderation, `muid`, `tags`) and announced by `message_sent`. `multipleReceivers` is refused.
         *
         *     The parent must be visible to the sender, not deleted, not itself a reply (`ERR_MESSAGE_THREAD_NESTING`) and not an action or call message (`ERR_WRONG_MESSAGE_THREAD_CATEGORY`). `receiver` and `receiverType` may be left out; when sent they must name the parent's conversation (`ERR_WRONG_MESSAGE_THREAD`).
         *
         *     The reply sets the parent's `updatedAt`; the parent then shows `replyCount`, the replies its reader may see.
         */
        post: operations["sendThreadMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/thread/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe a user to a message's thread
         * @description Subscribes the acting user (`onBehalfOf`) to the thread of message `id`; subscribing again changes nothing. The message must be visible to the acting user (their own, one they received, or one of a group they are a member of) and not itself a thread reply (`ERR_MESSAGE_THREAD_NESTING`). A user erased, or the message erased, takes the subscription with it.
         */
        post: operations["subscribeThread"];
        /**
         * Unsubscribe a user from a message's thread
         * @description Ends the acting user's subscription to the thread of message `id`; a user not subscribed changes nothing. A subscribed user can always unsubscribe, even from a message hidden from them since; otherwise the rules of subscribing apply. The message must be visible to the acting user (their own, one they received, or one of a group they are a member of) and not itself a thread reply (`ERR_MESSAGE_THREAD_NESTING`).
         */
        delete: operations["unsubscribeThread"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List threads
         * @description Messages with at least one reply the reader may see, each with `replyCount` and its latest reply (`lastReply`): with `onBehalfOf`, those of the conversations that user takes part in, as they see them; without it, all of them.
         *
         *     Ordered by thread activity (the parent's `updatedAt`, which a reply sets) as the message lists are by id: without a cursor the `limit` most recently active (default 100, at most 1000), oldest first; `affix` with `updatedAt` and `id` (from `meta.next` or `meta.previous`) reads on.
         *
         *     `participatedByMe` keeps the threads whose parent or a reply the acting user sent; `withUnreadReplyCount` adds `unreadRepliesCount`, the replies after their read mark. Both need `onBehalfOf`. `withMentionCount` answers 501: the sandbox keeps no mentions.
         */
        get: operations["listThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/reactions/{reaction}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the reactions of a message with one emoji
         * @description Lists the reactions `reaction` of the message by ascending id. Without `id` the list starts at the first reaction; with `affix=append` it continues after `id`, with `affix=prepend` it gives the nearest reactions before `id`. With `onBehalfOf` the message must be visible to that user.
         */
        get: operations["listReactionsByEmoji"];
        put?: never;
        /**
         * Add a reaction to a message
         * @description Adds the reaction of the acting user; adding one the user already has changes nothing. The message must be visible to the acting user: its sender or receiver, or a member of the receiving group; a message hidden by a conversation reset or blocked by moderation is not found for that user. The answer is the message with `data.reactions` counted per reaction, `reactedByMe` marking the acting user's.
         */
        post: operations["addReaction"];
        /**
         * Remove a reaction from a message
         * @description Removes the reaction of the acting user; removing one that is not there changes nothing. The message must be visible to the acting user: its sender or receiver, or a member of the receiving group; a message hidden by a conversation reset or blocked by moderation is not found for that user. The answer is the message with `data.reactions` counted per reaction, `reactedByMe` marking the acting user's.
         */
        delete: operations["removeReaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the reactions of a message
         * @description Lists the reactions of the message by ascending id. Without `id` the list starts at the first reaction; with `affix=append` it continues after `id`, with `affix=prepend` it gives the nearest reactions before `id`. With `onBehalfOf` the message must be visible to that user.
         */
        get: operations["listReactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a message for a user
         * @description Adds the message to the acting user's private saved list (at most 100 messages). Saving again keeps the first `savedAt`. The message must be visible to the acting user: its sender or receiver, or a member of the receiving group; a message hidden by a conversation reset or blocked by moderation is not found for that user.
         */
        post: operations["saveMessage"];
        /**
         * Remove a message from a user’s saved list
         * @description Removes the message from the acting user’s saved list; removing one that is not saved changes nothing. A message the user saved can be removed even if it has been hidden from them since; otherwise it must be one they can see. The answer is the message, without `savedAt`.
         */
        delete: operations["unsaveMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/interacted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark elements of an interactive message as interacted
         * @description Records that the acting user (`onBehalfOf`) interacted with the elements `interactions` names (the `elementId`s of a form’s fields and submit button, a card’s actions, a scheduler’s element; any id of a customInteractive message, whose elements are its own), each with the time it was first marked: marking one again keeps that time.
         *
         *     The message must be visible to the user (404, or 403 `ERR_MESSAGE_NO_ACCESS`) and of category `interactive` (400 `ERR_INVALID_MESSAGE_DATA`); an id that names no element of it is 400 `ERR_INVALID_MESSAGE_DATA` naming it. Its sender may mark it only when it allows sender interaction (`allowSenderInteraction`), else 403 `ERR_PERMISSION_DENIED`.
         *
         *     Reads of the message by that user, and by no one else, carry `data.interactions`.
         */
        patch: operations["markMessageInteracted"];
        trace?: never;
    };
    "/messages/{id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin a message in its conversation
         * @description Pins the message for everyone in its conversation: every reader then sees `pinnedBy` and `pinnedAt`. With `onBehalfOf` the message must be visible to that user (their own, one they received, or one of a group they are a member of; a message hidden by a reset or blocked by moderation is not found); without it the app acts, as `app_system`. Any member may pin. A deleted message cannot be pinned.
         *
         *     Pinning again keeps the first pin. A conversation holds at most 100 pinned messages, the users' and the app's together.
         */
        post: operations["pinMessage"];
        /**
         * Unpin a message
         * @description Unpins the message, whoever pinned it; unpinning a message that is not pinned changes nothing. With `onBehalfOf` the message must be visible to that user (their own, one they received, or one of a group they are a member of; a message hidden by a reset or blocked by moderation is not found); without it the app acts, as `app_system`. A deleted message that is still pinned can be unpinned, to free its place.
         */
        delete: operations["unpinMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List conversations
         * @description The conversations of `onBehalfOf` (the sandbox needs it: 501 without), newest activity first, page by page: each with the newest message that user can see, their unread count and the other user or the group. Conversations with users they blocked are left out unless `includeBlockedUsers`.
         */
        get: operations["listConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{conversationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a conversation
         * @description One conversation of `onBehalfOf`, by id; 404 when that user sees no message of it.
         */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        /**
         * Delete a conversation for a user (deprecated)
         * @deprecated
         * @description Deprecated: use the resets of a user or group conversation. Resets the conversation the id names for `onBehalfOf` only, as DELETE /users/{uid}/conversation or DELETE /groups/{guid}/conversation does, with their answer and errors. The id must be `group_{guid}` of an existing group, or the one-to-one id (`{a}_user_{b}`, in order) of `onBehalfOf` with an existing user; else 404. With `permanent` a one-to-one conversation’s messages are also erased for good, for both users; a group conversation takes no `permanent`.
         */
        delete: operations["deleteConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the conversation with a user
         * @description The one-to-one conversation of `onBehalfOf` with `uid`; 404 when it has no message that user sees.
         */
        get: operations["getUserConversation"];
        /**
         * Tag a one-to-one conversation for a user
         * @description Sets the tags of the conversation of the acting user (`onBehalfOf`) with `uid` for the acting user, who must see a message of it (404 otherwise). The tags (at most 25, each of 1 to 100 characters) replace the ones `onBehalfOf` had given the conversation; `[]` removes them. They are that user’s alone: the conversation’s reads show them to that user (`GET /conversations` with `withTags`), and `GET /conversations?tags=` lists the conversations the user tagged so. The answer is the conversation as the single reads show it, with `tags`.
         */
        put: operations["updateUserConversation"];
        post?: never;
        /**
         * Reset a one-to-one conversation for a user
         * @description Hides every message of the conversation of the acting user with `uid` sent so far from the acting user only; the other user is unaffected. The conversation must have a message the acting user can see. `conversationWith`, when sent, must be `uid`. With `preserveOrder` the conversation keeps its position in the user’s conversation list; with `deleteMessagesPermanently` every message of the conversation is also erased for good, for both users.
         */
        delete: operations["resetUserConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the conversation of a group
         * @description The conversation of a group as a current member (`onBehalfOf`) sees it; 404 for others or when they see no message.
         */
        get: operations["getGroupConversation"];
        /**
         * Tag a group conversation for a user
         * @description Sets the tags of the group’s conversation for the acting user (`onBehalfOf`), who must be a member (403 otherwise) and see a message of it (404 otherwise). The tags (at most 25, each of 1 to 100 characters) replace the ones `onBehalfOf` had given the conversation; `[]` removes them. They are that user’s alone: the conversation’s reads show them to that user (`GET /conversations` with `withTags`), and `GET /conversations?tags=` lists the conversations the user tagged so. The answer is the conversation as the single reads show it, with `tags`.
         */
        put: operations["updateGroupConversation"];
        post?: never;
        /**
         * Reset a group conversation for a user
         * @description Hides every message of the group sent so far from the acting user only; other members are unaffected. The acting user must be a member, and the conversation must have messages. With `preserveOrder` the conversation keeps its position in the user’s conversation list.
         */
        delete: operations["resetGroupConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/conversation/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a one-to-one conversation read
         * @description Marks the conversation between the acting user (`onBehalfOf`) and the user `uid` read for the acting user. Messages of the conversation up to `messageId` (a message of the conversation the acting user can see), or up to its newest message when the body leaves it out, count as read for the acting user, and delivered: its `unreadMessageCount` counts only the messages after it that the user can see and did not send, and one-to-one messages they received show `readAt`, the time the mark first covered them. A conversation read further already stays as it is, and one without messages has nothing to mark. A mark that moves fires `message_read_receipt` (and `message_delivery_receipt` when the delivered mark moves with it) for the newest message it covers.
         */
        post: operations["markConversationRead"];
        /**
         * Mark a one-to-one conversation unread
         * @description Marks the conversation between the acting user (`onBehalfOf`) and the user `uid` unread for the acting user. The read mark moves back to just before `messageId` (a message of the conversation the acting user can see), or before the newest message the user received when the body leaves it out (their newest message if they received none; a conversation without messages answers 404 ERR_CONVERSATION_NOT_ACCESSIBLE): that message and those after it that the user did not send count as unread again, in `unreadMessageCount` and the `unread` filter. The messages still read keep their `readAt`. The mark never moves forward, the delivered mark stays, and no webhook fires.
         */
        delete: operations["markConversationUnread"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}/conversation/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a group conversation read
         * @description Marks the conversation of the group read for the acting user (`onBehalfOf`), who must be a member. Messages of the conversation up to `messageId` (a message of the conversation the acting user can see), or up to its newest message when the body leaves it out, count as read for the acting user, and delivered: its `unreadMessageCount` counts only the messages after it that the user can see and did not send, and one-to-one messages they received show `readAt`, the time the mark first covered them. A conversation read further already stays as it is, and one without messages has nothing to mark. A mark that moves fires `message_read_receipt` (and `message_delivery_receipt` when the delivered mark moves with it) for the newest message it covers.
         */
        post: operations["markGroupConversationRead"];
        /**
         * Mark a group conversation unread
         * @description Marks the conversation of the group unread for the acting user (`onBehalfOf`), who must be a member. The read mark moves back to just before `messageId` (a message of the conversation the acting user can see), or before the newest message the user received when the body leaves it out (their newest message if they received none; a conversation without messages answers 404 ERR_CONVERSATION_NOT_ACCESSIBLE): that message and those after it that the user did not send count as unread again, in `unreadMessageCount` and the `unread` filter. The messages still read keep their `readAt`. The mark never moves forward, the delivered mark stays, and no webhook fires.
         */
        delete: operations["markGroupConversationUnread"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/conversation/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a one-to-one conversation delivered
         * @description Marks the conversation between the acting user (`onBehalfOf`) and the user `uid` delivered to the acting user. Messages of the conversation up to `messageId` (a message of the conversation the acting user can see), or up to its newest message when the body leaves it out, count as delivered to the acting user: one-to-one messages they received show `deliveredAt`, the time the mark first covered them. The delivered mark is separate from the read mark, which also delivers what it covers; a conversation delivered further already stays as it is, and one without messages has nothing to mark. A mark that moves fires `message_delivery_receipt` for the newest message it covers.
         */
        post: operations["markConversationDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}/conversation/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a group conversation delivered
         * @description Marks the conversation of the group delivered to the acting user (`onBehalfOf`), who must be a member. Messages of the conversation up to `messageId` (a message of the conversation the acting user can see), or up to its newest message when the body leaves it out, count as delivered to the acting user: one-to-one messages they received show `deliveredAt`, the time the mark first covered them. The delivered mark is separate from the read mark, which also delivers what it covers; a conversation delivered further already stays as it is, and one without messages has nothing to mark. A mark that moves fires `message_delivery_receipt` for the newest message it covers.
         */
        post: operations["markGroupConversationDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/conversation/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin a one-to-one conversation for a user
         * @description Pins a one-to-one conversation for the acting user (`onBehalfOf`) alone, so that it leads their conversation list. Pinning again keeps the first `pinnedAt`.
         *
         *     The conversation must exist for the user (`ERR_CONVERSATION_NOT_ACCESSIBLE` when they see no message of it). A user may pin 5 conversations (`ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED` past that); a conversation the app pinned for everyone cannot be pinned or unpinned by a user (`ERR_SYSTEM_PINNED_CONVERSATION`).
         */
        post: operations["pinUserConversation"];
        /**
         * Unpin a one-to-one conversation for a user
         * @description Removes the acting user’s own pin of a one-to-one conversation; unpinning one that is not pinned answers the same.
         *
         *     The conversation must exist for the user (`ERR_CONVERSATION_NOT_ACCESSIBLE` when they see no message of it), unless the user pinned it: their pin can always be removed. A user may pin 5 conversations (`ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED` past that); a conversation the app pinned for everyone cannot be pinned or unpinned by a user (`ERR_SYSTEM_PINNED_CONVERSATION`).
         */
        delete: operations["unpinUserConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}/conversation/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin a group conversation for a user
         * @description Pins a group conversation for the acting user (`onBehalfOf`) alone, so that it leads their conversation list. Pinning again keeps the first `pinnedAt`.
         *
         *     The conversation must exist for the user (a member, `ERR_NOT_A_MEMBER` before anything else; then `ERR_CONVERSATION_NOT_ACCESSIBLE` when they see no message of it). A user may pin 5 conversations (`ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED` past that); a conversation the app pinned for everyone cannot be pinned or unpinned by a user (`ERR_SYSTEM_PINNED_CONVERSATION`).
         */
        post: operations["pinGroupConversation"];
        /**
         * Unpin a group conversation for a user
         * @description Removes the acting user’s own pin of a group conversation; unpinning one that is not pinned answers the same.
         *
         *     The conversation must exist for the user (a member, `ERR_NOT_A_MEMBER` before anything else; then `ERR_CONVERSATION_NOT_ACCESSIBLE` when they see no message of it), unless the user pinned it: their pin can always be removed. A user may pin 5 conversations (`ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED` past that); a conversation the app pinned for everyone cannot be pinned or unpinned by a user (`ERR_SYSTEM_PINNED_CONVERSATION`).
         */
        delete: operations["unpinGroupConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/pinned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the conversations the app pins for every user
         * @description The app’s pinned conversations in display order, each with `pinnedBy` `app_system`.
         */
        get: operations["listAppPinnedConversations"];
        /**
         * Replace the conversations the app pins for every user
         * @description Sets the app’s list, in display order: each entry names a user (`uid`: every user’s one-to-one conversation with them, `user_<uid>`) or a group (`guid`: `group_<guid>`), exactly one of the two. Repeated entries are kept once, at their first position; entries left out are unpinned; entries kept keep their `pinnedAt`; `[]` clears the list. At most 5 distinct conversations (`ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED`); an unknown user or group is 404.
         *
         *     An app pin shows on the conversation of every user for whom that conversation exists, over their own pin of it, and creates none.
         */
        put: operations["replaceAppPinnedConversations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/blocked-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List blocked messages
         * @description Lists the messages that moderation rules blocked and no moderator reviewed yet, newest first, 50 by default (at most 100). A blocked message is visible to its sender only.
         */
        get: operations["listBlockedMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the flag reasons
         * @description The app's flag reasons, newest first, 50 by default (at most 100).
         */
        get: operations["listFlagReasons"];
        put?: never;
        /**
         * Create a flag reason
         * @description Creates a reason users can give when flagging a message. The id (letters, digits, `-`, `_`, at most 100) must be new: 409 ERR_REASON_ALREADY_EXISTS.
         */
        post: operations["createFlagReason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/reasons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a flag reason
         * @description One reason of the app.
         */
        get: operations["getFlagReason"];
        /**
         * Update a flag reason
         * @description Renames a reason (`name` is required) and changes its description when one is sent. Flags already made keep the name they were made with.
         */
        put: operations["updateFlagReason"];
        post?: never;
        /**
         * Delete a flag reason
         * @description Deletes a reason, also one in use: the flags made with it keep its id and name. Users can no longer flag with it.
         */
        delete: operations["deleteFlagReason"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/flagged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Flag a message
         * @description The acting user (`onBehalfOf`, required) reports a message they may see, giving a reason of the app (`id`) and a `remark`. The message stays delivered and waits in the flagged list for a moderator. Flagging it again replaces that user’s flag. A reason the app does not have is 400 with `details.id`.
         */
        post: operations["flagMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/flagged-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List flagged messages
         * @description The flagged messages awaiting review, newest flag first, 50 by default (at most 100): each message with `flaggedBy`, one entry per report, and `flaggedCount`, the number of reporters. A reviewed message leaves this list for the reviewed list.
         */
        get: operations["listFlaggedMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/flagged-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Review a flagged message
         * @description `approved` keeps the message visible, `disapproved` hides it from everyone but its sender, as a blocked message is. Either takes it off the flagged list onto the reviewed list. A message neither blocked nor flagged, or unknown, is 404 ERR_MESSAGE_ID_NOT_FOUND.
         */
        patch: operations["reviewFlaggedMessage"];
        trace?: never;
    };
    "/moderation/blocked-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Review a blocked message
         * @description The reference documents this route twice: `{status: approved}` approves (chat-api-approve-moderation-blocked-messages), `{status: approved | rejected, reviewed: true}` reviews (chat-api-review-blocked-message). `approved` makes the message visible to everyone, `rejected` keeps it hidden from all but its sender. Either takes it off the blocked list onto the reviewed list. A message neither blocked nor flagged, or unknown, is 404 ERR_MESSAGE_ID_NOT_FOUND.
         */
        patch: operations["reviewBlockedMessage"];
        trace?: never;
    };
    "/moderation/reviewed-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reviewed messages
         * @description The messages moderators reviewed, newest review first, 50 by default (at most 100), each in the shape of the list it came from (blocked or flagged) with `review`, its final status.
         */
        get: operations["listReviewedMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rules
         * @description The app's rules, newest first, 50 by default. The engine applies them oldest first.
         */
        get: operations["listRules"];
        put?: never;
        /**
         * Add a rule
         * @description Adds a rule, applied from the next message on. A rule applies to a message when every filter holds (sender or receiver user by uid, name, role, tags, createdAt; the receiving group by guid, name, type, tags, createdAt) and any one condition is met: its operand (`text`, `custom` — the string values of `customData` — or a media type) contains or equals a term; a `word` is a whole word in any case, a `pattern` a regular expression (case-insensitive; greedy or unsafe ones are refused with 400 naming the term), a `sentence-similarity` term a sentence contained after case and space folding; with `isKeywordsReferencePresent` the values are keyword list ids. Actions: `blockMessage`, `dropMessage`, `flagMessage`, `kick`, `ban`, `block`, `deactivate`. `blockMessage` and `dropMessage` hide the message from everyone but its sender; `flagMessage` delivers it and queues it for review; `kick` and `ban` remove the sender of a group message, `block` makes the receiver of a one-to-one message block its sender, `deactivate` deactivates the sender — none of these four hides the message. A send answers `moderation.status: pending`; reads then show `approved`, or `disapproved` with the rule. An app may add 25 rules besides those it came with (403 ERR_PLAN_QUOTA_RESTRICTION); a taken id → 409 ERR_RULE_ALREADY_EXISTS. Its first revision is `{prefix}_{id}_1`.
         */
        post: operations["createRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/rules/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a rule
         * @description One rule, its current revision. Its answer is a valid body of a replace.
         */
        get: operations["getRule"];
        /**
         * Replace a rule
         * @description Replaces the rule with the body: `name`, `enabled`, `action` and `conditions` are required, and what the body leaves out (`description`, `filters`) is gone. A rule as GET answers it is accepted as the body, its read-only fields (`active`, `createdAt`, `updatedAt`, `revisionId`, `default`, the conditions’ `message` and `weight`) ignored. Each replace is a new revision, applied from the next message on.
         */
        put: operations["updateRule"];
        post?: never;
        /**
         * Delete a rule
         * @description Deletes the rule and its revisions; the next message no longer meets it. Messages it blocked stay blocked.
         */
        delete: operations["deleteRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/rules/{ruleId}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a rule’s revisions
         * @description Each create and replace of the rule is a revision `{prefix}_{id}_{n}`; newest first, `active` true on the current one only. The current and the 9 before it are kept. A blocked message keeps the revision that blocked it.
         */
        get: operations["listRuleRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List keywords
         * @description The app’s keyword lists, in the order they were created.
         */
        get: operations["listKeywordLists"];
        put?: never;
        /**
         * Add keywords
         * @description Creates a keyword list. The body is a multipart form (`searchTerms` comma-separated, or a CSV `file` of at most 1048576 bytes: one term a line or comma-separated, a term holding a comma in double quotes) or JSON (`searchTerms` a list). A `pattern` list holds at most 100 terms; a pattern that is greedy (`.*`, `.+`, `{n,}`), does not compile or could backtrack without bound is refused (400, naming the term). A rule applies the list from the next message on. An app holds at most 25 lists (403 ERR_PLAN_QUOTA_RESTRICTION); an id taken → 409 ERR_KEYWORD_ALREADY_EXISTS; a body without an id gets one made from its name (or `keywords`), numbered past those taken.
         */
        post: operations["createKeywordList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/keywords/{keywordId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get keyword
         * @description One keyword list, by its id.
         */
        get: operations["getKeywordList"];
        /**
         * Update keyword
         * @description Changes what the body names: the name, description, category, and the terms, which replace the list’s (a new revision). The body is a multipart form (`searchTerms` comma-separated, or a CSV `file` of at most 1048576 bytes: one term a line or comma-separated, a term holding a comma in double quotes) or JSON (`searchTerms` a list). A `pattern` list holds at most 100 terms; a pattern that is greedy (`.*`, `.+`, `{n,}`), does not compile or could backtrack without bound is refused (400, naming the term). A rule applies the list from the next message on. A list as GET answers it is accepted, its read-only fields ignored.
         */
        put: operations["updateKeywordList"];
        post?: never;
        /**
         * Remove keyword
         * @description Deletes a keyword list. A rule that names it matches nothing by it from the next message on.
         */
        delete: operations["deleteKeywordList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apikeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the API keys
         * @description Lists the keys of the app in the order they were created, 100 per page by default. `scope` keeps the keys of that scope, `searchKey` those whose name contains it (any case).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates a key of the app, 40 lowercase hexadecimal characters, with a `name` (at most 255 characters) and a `scope` (`authOnly` unless given). It authenticates at once, in this app only: a `fullAccess` key calls every operation, an `authOnly` key is refused with 403 AUTH_ERR_NO_ACCESS. The key appears in the answers of these operations and in the sandbox's state export; the request journal and the log show it cut to its first 6 characters.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apikeys/{apiKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an API key
         * @description One key of the app; a key of another app is not found.
         */
        get: operations["getApiKey"];
        /**
         * Update an API key
         * @description Changes the `name` or the `scope` of a key; what is not sent stays, and the key itself never changes. A new scope applies from the key's next request. The key sent in the `apikey` header cannot be named here: 403 ERR_APIKEY_NO_SELF_ACTION, so that a client cannot lock itself out.
         */
        put: operations["updateApiKey"];
        post?: never;
        /**
         * Delete an API key
         * @description Deletes a key of the app: its next request is refused with 401 AUTH_ERR_APIKEY_NOT_FOUND, also after the sandbox restarts from its data. The key sent in the `apikey` header cannot be named here: 403 ERR_APIKEY_NO_SELF_ACTION, so that a client cannot lock itself out.
         */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage metrics
         * @description Usage of the app from `fromDate` to `toDate` (both included), computed from its state: `active_users` counts the users, bots and the system user aside, who sent a message in the range or whose last activity a state import recorded in it; `audio_minutes` and `video_minutes` the calls that ended in the range, from joined to ended in whole minutes (a started minute counts), times their participants (two for a one-to-one call, those who acted on it for a group call). `recorded_minutes` and `concurrent_users` are always 0: the sandbox makes no recordings and holds no live connections. The answer gives the range in milliseconds. `toDate` before `fromDate` is 400.
         */
        get: operations["usageMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message metrics
         * @description The last hour of the app clock in twelve five-minute buckets, the last one holding now: per bucket the user and bot messages stored (thread replies and each `multipleReceivers` copy count; action and call messages do not; a later deletion does not lower it), the mark-read calls that moved a read mark, and the delivered-mark or read-mark calls that moved a delivered mark forward. Times are milliseconds, as strings. The counters are the app's state: kept 35 days, durable, and back to zero with a reset.
         */
        get: operations["messageMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/{role}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a role’s permissions
         * @description The 28 role permissions of the catalogue, each with `value`, the role’s value in effect: the one set, else (for `listUsers.mode` and `sendMessage.mode`) `friends` where the role’s legacy settings say `friendsOnly`, else the default. What each key governs on the operations a user calls (`onBehalfOf`) is listed in the README; the app’s own requests are never restricted.
         */
        get: operations["listRolePermissions"];
        /**
         * Set a role’s permissions
         * @description Merges `permissions` into the role’s. Each key answers on its own: a key outside the catalogue, or a value outside its `availableValues`, fails that key with ERR_BAD_REQUEST and the others apply. A list permission sent as one string is stored as a list of it. `permissions` in the answer holds every value now set.
         */
        put: operations["setRolePermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/{role}/permissions/{permission}": {
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
         * Unset a role’s permission
         * @description Returns the key to its default; a key outside the catalogue → 400 ERR_BAD_REQUEST.
         */
        delete: operations["unsetRolePermission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}/scopes/{scope}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a group scope’s permissions
         * @description The 11 scope permissions of the catalogue for the members of `scope` in the group, each with `value`, the one set or the default. What each key governs on the operations a user calls (`onBehalfOf`) is listed in the README; the app’s own requests are never restricted.
         */
        get: operations["listScopePermissions"];
        /**
         * Set a group scope’s permissions
         * @description Merges `permissions` into those of the scope in the group, key by key as for a role: a key outside the catalogue or a value outside its `availableValues` fails that key alone.
         */
        put: operations["setScopePermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{guid}/scopes/{scope}/permissions/{permission}": {
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
         * Unset a group scope’s permission
         * @description Returns the key to its default; a key outside the catalogue → 400 ERR_BAD_REQUEST.
         */
        delete: operations["unsetScopePermission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/{role}/restrictedfeatures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List restricted features
         * @description The features the role’s users may not use, in the order they were restricted, on one page.
         */
        get: operations["listRestrictedFeatures"];
        put?: never;
        /**
         * Restrict features
         * @description The role’s users may no longer use these features: a request made on their behalf (`onBehalfOf`) to the operation a feature names answers 403 ERR_PERMISSION_DENIED; the app’s own requests are never restricted. Keys are taken as `createMessage` or `u.createMessage`; one outside the feature table refuses the request, 400 ERR_BAD_REQUEST with `details.featuresToRestrict`. Each key answers on its own.
         */
        post: operations["restrictFeatures"];
        /**
         * Allow features
         * @description The role’s users may use these features again: those of `featuresToAllow`, or every one with `allowAll: true`. A key outside the feature table refuses the request, 400 ERR_BAD_REQUEST with `details.featuresToAllow`.
         */
        delete: operations["allowFeatures"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/v1/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notifications logs
         * @description What the real service would have notified, per recipient and channel, for every message sent (or approved by a moderator), edited or deleted, reaction added and member added, kicked, banned, unbanned or given a new scope, while a provider is configured: `notificationTriggered` with the payload it would send, or `reason` why not. 20 per page, newest first; `affix=append` with a `logId` reads the older ones after it, `affix=prepend` the newer ones before it (the page's `meta.next` and `meta.previous`). Every filter narrows the page; an app keeps its newest 10,000 records.
         */
        get: operations["listNotificationLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List messages submitted for moderation
         * @description The standalone messages by the message lists’ cursor (`id`, `affix`, `limit`; newest page first), each with its verdict, narrowed by `sender`, `receiverUID`, `receiverGUID`, `category`, `type` and `moderationStatus`. The verdict is reached at once, so `pending` lists none.
         */
        get: operations["listModerationMessages"];
        put?: never;
        /**
         * Submit a message for moderation
         * @description Submits a message for moderation only, for an app whose chat is not this service: it is checked against the app’s moderation rules and stored, never delivered. It takes its id from the app’s message sequence but no conversation, message list, webhook, metric or notification shows it.
         *
         *     A sender, receiving user or receiving group that does not exist is created first from `senderUserDetails`, `receiverUserDetails` or `receiverGroupDetails` (whose `uid` or `guid` must be the one the message names); without them → 404 ERR_UID_NOT_FOUND or ERR_GUID_NOT_FOUND, and nothing is created.
         *
         *     The answer says `moderation.status: pending`; the reads then show the verdict: `approved`, or `disapproved` with the rule that matched. A disapproved message has a blocked-message record, which the moderators’ review finds.
         */
        post: operations["createModerationMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a message submitted for moderation
         * @description One standalone message with its verdict: `approved`, or `disapproved` with the rule. The id of a chat message is not one of them (404).
         */
        get: operations["getModerationMessage"];
        /**
         * Edit a message submitted for moderation
         * @description Replaces the message’s `data` and moderates it again: the answer is the new verdict. A disapproved message that now passes loses its blocked-message record (and a review of it); one that a rule now matches gets one.
         */
        put: operations["updateModerationMessage"];
        post?: never;
        /**
         * Delete a message submitted for moderation
         * @description Removes the message with its moderation data (its blocked-message record and review).
         */
        delete: operations["deleteModerationMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Who acted (`by`), on whom (`on`), in which group (`for`). */
        ActionEntities: {
            by: components["schemas"]["UserEntity"];
            on: components["schemas"]["UserEntity"];
            for: components["schemas"]["GroupEntity"];
        };
        /** @description The message the service creates when group membership changes: a user added, banned or kicked, or a scope changed. */
        ActionMessage: {
            /** @description Message id (a decimal string, increasing per app). */
            id: string;
            /** @description Client-chosen unique id; present when the sender gave one. */
            muid?: string;
            /** @description `<uid>_user_<uid>` for a one-to-one conversation, `group_<guid>` for a group. */
            conversationId: string;
            /**
             * @description Action messages are sent by the system user.
             * @enum {string}
             */
            sender: "app_system";
            /**
             * @description Action messages go to the group.
             * @enum {string}
             */
            receiverType: "group";
            /** @description UID or GUID of the receiver. */
            receiver: string;
            /**
             * @description Category of action messages.
             * @enum {string}
             */
            category: "action";
            /**
             * @description Type of membership actions.
             * @enum {string}
             */
            type: "groupMember";
            /** @description What happened. */
            data: {
                /**
                 * @description The membership action.
                 * @enum {string}
                 */
                action: "added" | "banned" | "kicked" | "scopeChanged";
                entities: components["schemas"]["ActionEntities"];
                /** @description What a scope change changed; present on scopeChanged only. */
                extras?: {
                    /** @description The scopes before and after. */
                    scope: {
                        /**
                         * @description The scope after the change.
                         * @enum {string}
                         */
                        new: "admin" | "moderator" | "participant";
                        /**
                         * @description The scope before the change.
                         * @enum {string}
                         */
                        old: "admin" | "moderator" | "participant";
                    };
                };
                /** @description Reactions, in the order each first appeared. */
                reactions?: components["schemas"]["ReactionAggregate"][];
                moderation?: components["schemas"]["MessageModeration"];
            };
            /** @description Tags of the message. */
            tags?: string[];
            /** @description Id of the message a thread reply answers; present on replies only. */
            parentId?: string;
            /** @description Thread replies the reader may see; absent when there are none. */
            replyCount?: number;
            /**
             * Format: int64
             * @description When the message was sent.
             */
            sentAt: number;
            /**
             * Format: int64
             * @description When the message was last edited; present once it was.
             */
            editedAt?: number;
            /** @description UID of who last edited the message (`app_system` for the app). */
            editedBy?: string;
            /**
             * Format: int64
             * @description When the receiver's delivered mark first covered this one-to-one message; absent before, and on group messages.
             */
            deliveredAt?: number;
            /**
             * Format: int64
             * @description When the receiver's read mark first covered this one-to-one message; absent before, and on group messages.
             */
            readAt?: number;
            /**
             * Format: int64
             * @description When the message was deleted; present once it was. A deleted message has no content.
             */
            deletedAt?: number;
            /** @description UID of who deleted the message (`app_system` for the app). */
            deletedBy?: string;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt: number;
            /** @description UID of who pinned the message in its conversation (`app_system` for the app); absent when not pinned. */
            pinnedBy?: string;
            /**
             * Format: int64
             * @description When the message was pinned; absent when not pinned.
             */
            pinnedAt?: number;
            /**
             * Format: int64
             * @description When the acting user saved the message; only in the answer of the save operation.
             */
            savedAt?: number;
        };
        /** @description Users to add per scope, and users to ban; at least one list, 25 users at most in all. */
        AddMembersRequest: {
            /** @description UIDs of users to make admins. */
            admins?: string[];
            /** @description UIDs of users to make moderators. */
            moderators?: string[];
            /** @description UIDs of users to make participants. */
            participants?: string[];
            /** @description UIDs of users to ban from the group. */
            usersToBan?: string[];
        };
        /** @description Outcome per user, by list of the request. */
        AddMembersResult: {
            /** @description Outcome per UID of the admins list. */
            admins?: {
                [key: string]: components["schemas"]["AddedMemberResult"];
            };
            /** @description Outcome per UID of the moderators list. */
            moderators?: {
                [key: string]: components["schemas"]["AddedMemberResult"];
            };
            /** @description Outcome per UID of the participants list. */
            participants?: {
                [key: string]: components["schemas"]["AddedMemberResult"];
            };
            /** @description Outcome per UID of the usersToBan list. */
            usersToBan?: {
                [key: string]: components["schemas"]["BannedMemberResult"];
            };
        };
        /** @description Outcome for one user to add. */
        AddedMemberResult: components["schemas"]["MemberAdded"] | components["schemas"]["MemberFailure"];
        /** @description Calls an HTTP API with the interaction data. */
        ApiAction: {
            /**
             * @description Kind of action. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            actionType: "apiAction";
            /** @description URL to call. */
            url: string;
            /**
             * @description HTTP method, in upper or lower case.
             * @enum {string}
             */
            method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "get" | "post" | "put" | "patch" | "delete";
            /** @description Body to send, typically a message body. */
            payload?: {
                [key: string]: Json;
            };
            /** @description Headers to send. */
            headers?: {
                [key: string]: string;
            };
            /** @description Key under which the interaction data is added to the payload. */
            dataKey?: string;
        };
        /** @description An API key of the app: sent in the `apikey` header of every request. */
        ApiKey: {
            /** @description The key; those the sandbox creates are 40 lowercase hexadecimal characters. */
            apiKey: string;
            /** @description Friendly name of the key. */
            name: string;
            /**
             * @description `fullAccess` calls every operation; `authOnly` is refused with AUTH_ERR_NO_ACCESS.
             * @enum {string}
             */
            scope: "fullAccess" | "authOnly";
            /**
             * Format: int64
             * @description When the key was created (epoch seconds).
             */
            createdAt: number;
        };
        /** @description The new key. */
        ApiKeyCreateRequest: {
            /** @description Friendly name of the key. */
            name: string;
            /**
             * @description What the key may call. Default `authOnly`.
             * @default authOnly
             * @enum {string}
             */
            scope: "fullAccess" | "authOnly";
        };
        /** @description What changes; what is not sent stays. */
        ApiKeyUpdateRequest: {
            /** @description Friendly name of the key. */
            name?: string;
            /**
             * @description What the key may call.
             * @enum {string}
             */
            scope?: "fullAccess" | "authOnly";
        };
        /** @description A file attached to a returned message. */
        Attachment: {
            /** @description URL of the file. */
            url: string;
            /** @description File name. */
            name?: string;
            /** @description MIME type. */
            mimeType?: string;
            /** @description File extension. */
            extension?: string;
            /** @description Size in bytes. */
            size?: number;
        };
        /** @description A file of a media message. */
        AttachmentRequest: {
            /** @description URL of the file. */
            url: string;
            /** @description File name. */
            name?: string;
            /** @description MIME type. */
            mimeType?: string;
            /** @description File extension. */
            extension?: string;
            /** @description Size in bytes, as a string of digits. */
            size?: string;
        };
        /** @description An auth token, used by client SDKs to log a user in. */
        AuthToken: {
            /** @description UID of the user the token belongs to. */
            uid: string;
            /** @description The token. */
            authToken: string;
            /**
             * Format: int64
             * @description Creation time.
             */
            createdAt: number;
            /** @description The platform on which the auth token is used. */
            platform?: string;
            /** @description The user agent from which the auth token is used. */
            userAgent?: string;
            /** @description Information on the app using the auth token. */
            appInfo?: {
                [key: string]: Json;
            };
            /**
             * Format: int64
             * @description When the token was last updated; absent until then.
             */
            updatedAt?: number;
        };
        /** @description Options of a new auth token. */
        AuthTokenCreateRequest: {
            /** @description Create a new token even when the user has one; without it the newest existing token is returned. */
            force?: boolean;
        };
        /** @description Where the token is used; the fields sent replace those stored, the others stay. */
        AuthTokenUpdateRequest: {
            /** @description The platform on which the auth token is used. */
            platform?: string;
            /** @description The user agent from which the auth token is used. */
            userAgent?: string;
            /** @description Information on the app using the auth token. */
            appInfo?: {
                [key: string]: Json;
            };
        };
        /** @description Bookable hours per weekday (lowercase name). */
        Availability: {
            /** @description Bookable hours on monday. */
            monday?: components["schemas"]["TimeRange"][];
            /** @description Bookable hours on tuesday. */
            tuesday?: components["schemas"]["TimeRange"][];
            /** @description Bookable hours on wednesday. */
            wednesday?: components["schemas"]["TimeRange"][];
            /** @description Bookable hours on thursday. */
            thursday?: components["schemas"]["TimeRange"][];
            /** @description Bookable hours on friday. */
            friday?: components["schemas"]["TimeRange"][];
            /** @description Bookable hours on saturday. */
            saturday?: components["schemas"]["TimeRange"][];
            /** @description Bookable hours on sunday. */
            sunday?: components["schemas"]["TimeRange"][];
        };
        /** @description Outcome for one user to ban. */
        BannedMemberResult: components["schemas"]["MemberBanned"] | components["schemas"]["MemberFailure"];
        /** @description The user is blocked (or unblocked) now. */
        BlockDone: {
            /**
             * @description Success.
             * @enum {boolean}
             */
            success: true;
            /** @description Confirmation. */
            message: string;
        };
        /** @description The user does not exist; the other UIDs of the request still apply. */
        BlockFailure: {
            /**
             * @description Failure.
             * @enum {boolean}
             */
            success: false;
            /** @description Why. */
            error: {
                /**
                 * @description Error code.
                 * @enum {string}
                 */
                code: "ERR_UID_NOT_FOUND";
                /** @description Human-readable explanation. */
                message: string;
            };
        };
        /** @description The outcome for one UID. */
        BlockResult: components["schemas"]["BlockDone"] | components["schemas"]["BlockFailure"];
        /** @description The outcome per UID of the request. */
        BlockResults: {
            [key: string]: components["schemas"]["BlockResult"];
        };
        /** @description A message blocked by a moderation rule. */
        BlockedMessage: {
            /** @description Id of the rule. */
            ruleId: string;
            /** @description Name of the rule. */
            ruleName: string;
            /** @description Revision of the rule that matched. */
            revisionId: string;
            condition: components["schemas"]["ModerationCondition"];
            message: components["schemas"]["Message"];
            /** @description Actions taken. */
            action: string[];
            /**
             * Format: int64
             * @description Creation time.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt: number;
        };
        /** @description Metadata of the blocked-messages list. */
        BlockedMessagesMeta: {
            /** @description This page. */
            current: {
                /** @description Page size used. */
                limit: number;
                /** @description Number of records returned. */
                count: number;
            };
        };
        /** @description Users to block or unblock, at most 25. */
        BlockedUidsRequest: {
            /** @description UIDs of the users. */
            blockedUids: string[];
        };
        /** @description A message sent by a bot, shaped by its `category`. */
        BotMessageRequest: components["schemas"]["MessageBotMessage"] | components["schemas"]["InteractiveBotMessage"] | components["schemas"]["CustomBotMessage"];
        /** @description What a button does. */
        ButtonAction: components["schemas"]["UrlNavigationAction"] | components["schemas"]["ApiAction"];
        /** @description A button and what it does. */
        ButtonElement: {
            /**
             * @description Kind of element. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            elementType: "button";
            /** @description Id of the element, unique within the message. */
            elementId: string;
            /** @description Text of the button. */
            buttonText: string;
            /** @description Whether the button is disabled once used. */
            disableAfterInteracted?: boolean;
            action: components["schemas"]["ButtonAction"];
        };
        /** @description A call session as the call message recording one of its states saw it. */
        Call: {
            /** @description Who placed the call and who received it, and the data the caller attached. */
            data: {
                entities: components["schemas"]["ConversationEntities"];
                /** @description Data the caller attached. */
                metadata?: {
                    [key: string]: Json;
                };
            };
            /**
             * @description Audio or video.
             * @enum {string}
             */
            type: "audio" | "video";
            /** @description UID of who placed the call. */
            sender: string;
            /**
             * @description State of the call; also the `data.action` of its message.
             * @enum {string}
             */
            status: "initiated" | "ongoing" | "unanswered" | "rejected" | "busy" | "cancelled" | "ended";
            /**
             * Format: int64
             * @description When the receiver joined, once they did.
             */
            joinedAt?: number;
            /** @description UID or GUID of who the call was placed to. */
            receiver: string;
            /** @description Id of the call session, the same in every message of the call. */
            sessionid: string;
            /**
             * Format: int64
             * @description When the call started, once it did.
             */
            startedAt?: number;
            /**
             * Format: int64
             * @description When the call ended, once it did.
             */
            endedAt?: number;
            /** @description The realtime channel the participants join. */
            wsChannel?: {
                /** @description Identity of the participant on the channel. */
                identity: string;
                /** @description Secret of the channel. */
                secret: string;
                /** @description Service of the channel. */
                service: string;
            };
            /**
             * Format: int64
             * @description When the call was placed.
             */
            initiatedAt: number;
            /**
             * @description Whether the call was placed to a user or a group.
             * @enum {string}
             */
            receiverType: "user" | "group";
            /** @description Conversation of the call. */
            conversationId: string;
        };
        /** @description Who acted (`by`) on which call (`on`), for whom (`for`: the receiver of the message). */
        CallEntities: {
            by: components["schemas"]["UserEntity"];
            on: components["schemas"]["CallEntity"];
            /** @description The receiver of the message. */
            for: components["schemas"]["UserEntity"] | components["schemas"]["GroupEntity"];
        };
        /** @description A call embedded in a call message. */
        CallEntity: {
            entity: components["schemas"]["Call"];
            /**
             * @description Kind of entity.
             * @enum {string}
             */
            entityType: "call";
        };
        /** @description An interactive message of type card. */
        CardBotMessage: {
            /** @description UID of the receiving user or GUID of the receiving group. */
            receiver?: string;
            /**
             * @description Whether `receiver` is a user or a group.
             * @enum {string}
             */
            receiverType?: "user" | "group";
            /** @description Client-chosen unique id of the message, echoed in the answer. */
            muid?: string;
            multipleReceivers?: components["schemas"]["MultipleReceivers"];
            tags?: components["schemas"]["Tags"];
            /**
             * @description Category of the message.
             * @enum {string}
             */
            category: "interactive";
            /**
             * @description Type of the interactive message; it selects the shape of `data`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "card";
            data: components["schemas"]["CardData"];
        };
        /** @description Data of a card message. */
        CardData: {
            interactionGoal?: components["schemas"]["InteractionGoal"];
            /** @description Whether the sender may interact with the message too. */
            allowSenderInteraction?: boolean;
            interactiveData: components["schemas"]["CardInteractiveData"];
        };
        /** @description An image, a text and buttons. */
        CardInteractiveData: {
            /** @description URL of the card image. */
            imageUrl?: string;
            /** @description Text of the card. */
            text: string;
            /** @description Buttons of the card. */
            cardActions: components["schemas"]["ButtonElement"][];
        };
        /** @description A list of options with several choices. */
        CheckboxElement: {
            /**
             * @description Kind of element. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            elementType: "checkbox";
            /** @description Id of the element, unique within the message. */
            elementId: string;
            /** @description Label shown with the element. */
            label: string;
            /** @description Whether the user may leave the element empty. */
            optional?: boolean;
            /** @description Values of the options checked at first. */
            defaultValue?: string[];
            /** @description Options to choose from. */
            options: components["schemas"]["ElementOption"][];
        };
        /** @description A conversation as one user sees it: the other user or the group, the newest message that user can see (absent from a one-to-one conversation opened for friends before any message), and how many they have not read; `tags` are the user’s own tags of it, when they gave some. */
        Conversation: {
            /** @description `<uid>_user_<uid>` or `group_<guid>`. */
            conversationId: string;
            /**
             * @description One-to-one (user) or group.
             * @enum {string}
             */
            conversationType: "user" | "group";
            /** @description Messages the user can see, did not send and has not read, as a decimal string. */
            unreadMessageCount: string;
            /**
             * Format: int64
             * @description When the first message the user can see was sent, or the conversation was opened for them if earlier.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description When the conversation last changed for the user: its newest message, else its opening.
             */
            updatedAt: number;
            lastMessage?: components["schemas"]["Message"];
            /** @description The other user (one-to-one) or the group, as the user sees it. */
            conversationWith: components["schemas"]["User"] | components["schemas"]["Group"];
            tags?: components["schemas"]["Tags"];
            /** @description Who pinned the conversation: the user, or `app_system` for a pin of the app. */
            pinnedBy?: string;
            /**
             * Format: int64
             * @description When it was pinned (the first pin, a repeated pin keeping it).
             */
            pinnedAt?: number;
        };
        /** @description Sender and receiver of a message. */
        ConversationEntities: {
            sender: components["schemas"]["UserEntity"];
            /** @description The receiving user or group. */
            receiver: components["schemas"]["UserEntity"] | components["schemas"]["GroupEntity"];
        };
        /** @description A conversation and its pin; `pinnedBy` and `pinnedAt` are absent once it is unpinned. */
        ConversationPin: {
            /** @description A user’s conversation (`<uid>_user_<uid>`, `group_<guid>`); in the app’s list `user_<uid>` or `group_<guid>`. */
            conversationId: string;
            /**
             * @description One-to-one (user) or group.
             * @enum {string}
             */
            conversationType: "user" | "group";
            /** @description Who pinned the conversation: the user, or `app_system` for a pin of the app. */
            pinnedBy?: string;
            /**
             * Format: int64
             * @description When it was pinned (the first pin, a repeated pin keeping it).
             */
            pinnedAt?: number;
        };
        /** @description The acting user’s tags of the conversation, replacing theirs. */
        ConversationTagsRequest: {
            tags: components["schemas"]["Tags"];
        };
        /** @description The group record returned by group creation; `members` reports the members of the request. */
        CreatedGroup: {
            /** @description Unique group identifier (lowercase). */
            guid: string;
            /** @description Name of the group. */
            name: string;
            /** @description Description of the group. */
            description?: string;
            /** @description URL of the group icon. */
            icon?: string;
            /**
             * @description Who may join: anyone, holders of the password, or invited users only.
             * @enum {string}
             */
            type: "public" | "password" | "private";
            /** @description Additional data of the group. */
            metadata?: {
                [key: string]: Json;
            };
            /**
             * @description Scope of the acting user in the group, when a member.
             * @enum {string}
             */
            scope?: "admin" | "moderator" | "participant";
            /** @description Number of members. */
            membersCount: number;
            /**
             * Format: int64
             * @description When the acting user joined, when a member.
             */
            joinedAt?: number;
            /** @description Conversation id of the group, `group_<guid>`. */
            conversationId: string;
            /** @description Whether the acting user is a member; present when the request has an acting user. */
            hasJoined?: boolean;
            /**
             * Format: int64
             * @description Creation time.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Time of the last change; present after changes.
             */
            updatedAt?: number;
            /** @description UID of who made the last change (adding, banning, kicking or changing the scope of a member); present after changes. */
            updatedBy?: string;
            /** @description UID of the owner. */
            owner: string;
            /** @description Tags of the group. */
            tags?: string[];
            members?: components["schemas"]["AddMembersResult"];
        };
        /** @description The created user; `authToken` is present when the request asked for one. */
        CreatedUser: {
            /** @description Unique user identifier. */
            uid: string;
            /** @description Display name. */
            name: string;
            /** @description URL of the avatar. */
            avatar?: string;
            /** @description URL of the profile. */
            link?: string;
            /** @description Additional data of the user. */
            metadata?: {
                [key: string]: Json;
            };
            /**
             * @description Presence.
             * @enum {string}
             */
            status: "offline" | "available";
            /** @description Role of the user. */
            role: string;
            /** @description What the user says about their current status. */
            statusMessage?: string;
            /**
             * Format: int64
             * @description Creation time.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt?: number;
            /**
             * Format: int64
             * @description Last time the user was online.
             */
            lastActiveAt?: number;
            /**
             * Format: int64
             * @description When the user was deactivated; absent while the user is active.
             */
            deactivatedAt?: number;
            /** @description Tags of the user. */
            tags?: string[];
            /** @description One-to-one conversation id between the acting user and this user. */
            conversationId?: string;
            /** @description Whether the acting user blocked this user. */
            blockedByMe?: boolean;
            /**
             * Format: int64
             * @description When the acting user blocked this user.
             */
            blockedByMeAt?: number;
            /**
             * Format: int64
             * @description When this user was blocked.
             */
            blockedAt?: number;
            /** @description An auth token of the new user. */
            authToken?: string;
        };
        /** @description A message whose type and content the client defines. */
        CustomBotMessage: {
            /** @description UID of the receiving user or GUID of the receiving group. */
            receiver?: string;
            /**
             * @description Whether `receiver` is a user or a group.
             * @enum {string}
             */
            receiverType?: "user" | "group";
            /** @description Client-chosen unique id of the message, echoed in the answer. */
            muid?: string;
            multipleReceivers?: components["schemas"]["MultipleReceivers"];
            tags?: components["schemas"]["Tags"];
            /**
             * @description Category of the message. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            category: "custom";
            /** @description Type chosen by the client; custom when left out. */
            type?: string;
            data?: components["schemas"]["CustomBotMessageData"];
        };
        /** @description Content of a custom message. */
        CustomBotMessageData: {
            /** @description Any JSON object; required. */
            customData?: {
                [key: string]: Json;
            };
            /** @description Additional data of the message (at most 5 KB as JSON). */
            metadata?: {
                [key: string]: Json;
            };
        };
        /** @description An interactive message of type customInteractive. */
        CustomInteractiveBotMessage: {
            /** @description UID of the receiving user or GUID of the receiving group. */
            receiver?: string;
            /**
             * @description Whether `receiver` is a user or a group.
             * @enum {string}
             */
            receiverType?: "user" | "group";
            /** @description Client-chosen unique id of the message, echoed in the answer. */
            muid?: string;
            multipleReceivers?: components["schemas"]["MultipleReceivers"];
            tags?: components["schemas"]["Tags"];
            /**
             * @description Category of the message.
             * @enum {string}
             */
            category: "interactive";
            /**
             * @description Type of the interactive message; it selects the shape of `data`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "customInteractive";
            data: components["schemas"]["CustomInteractiveData"];
        };
        /** @description Data of a custom interactive message. */
        CustomInteractiveData: {
            interactionGoal?: components["schemas"]["InteractionGoal"];
            /** @description Whether the sender may interact with the message too. */
            allowSenderInteraction?: boolean;
            /** @description Any JSON object the client renders. */
            interactiveData: {
                [key: string]: Json;
            };
        };
        /** @description A message whose type and content the client defines. */
        CustomMessageRequest: {
            /** @description UID of the receiving user or GUID of the receiving group. */
            receiver?: string;
            /**
             * @description Whether `receiver` is a user or a group.
             * @enum {string}
             */
            receiverType?: "user" | "group";
            /** @description Client-chosen unique id of the message, echoed in the answer. */
            muid?: string;
            multipleReceivers?: components["schemas"]["MultipleReceivers"];
            tags?: components["schemas"]["Tags"];
            /**
             * @description Category of the message. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            category: "custom";
            /** @description Type chosen by the client; custom when left out. */
            type?: string;
            data?: components["schemas"]["CustomBotMessageData"];
            /** @description Id of a message to quote; the answer then includes `quotedMessage`. */
            quotedMessageId?: string;
            /** @description Id of the message whose thread this message replies in, as POST /messages/{id}/thread (a string or an integer). */
            parentMessageId?: string | number;
        };
        /** @description Users to deactivate, at most 1000. */
        DeactivateUsersRequest: {
            /** @description UIDs of the users to deactivate. */
            uidsToDeactivate: string[];
        };
        /** @description The listed users that are deactivated now, those already deactivated included; unknown UIDs are left out. */
        DeactivatedUids: {
            /** @description UIDs. */
            deactivatedUids: string[];
        };
        /** @description Options of the deprecated conversation delete. */
        DeleteConversationRequest: {
            /** @description Also erase every message of a one-to-one conversation for good, for both users; not on a group conversation. */
            permanent?: boolean;
        };
        /** @description A drop-down list with one choice. */
        DropdownElement: {
            /**
             * @description Kind of element. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            elementType: "dropdown";
            /** @description Id of the element, unique within the message. */
            elementId: string;
            /** @description Label shown with the element. */
            label: string;
            /** @description Whether the user may leave the element empty. */
            optional?: boolean;
            /** @description Value of the option selected at first. */
            defaultValue?: string;
            /** @description Options to choose from. */
            options: components["schemas"]["ElementOption"][];
        };
        /** @description An option of a choice element. */
        ElementOption: {
            /** @description Value sent when chosen. */
            value: string;
            /** @description Text shown. */
            label: string;
        };
        /** @description The message an action is about, as it was right after the action. */
        EmbeddedMessage: {
            /** @description Message id (a decimal string, increasing per app). */
            id: string;
            /** @description Client-chosen unique id; present when the sender gave one. */
            muid?: string;
            /** @description `<uid>_user_<uid>` for a one-to-one conversation, `group_<guid>` for a group. */
            conversationId: string;
            /** @description UID of the sender. */
            sender: string;
            /**
             * @description Whether the receiver is a user or a group.
             * @enum {string}
             */
            receiverType: "user" | "group";
            /** @description UID or GUID of the receiver. */
            receiver: string;
            /**
             * @description Category of the message.
             * @enum {string}
             */
            category: "message" | "interactive" | "custom" | "action" | "call";
            /** @description Type within the category (text, image, card, form, groupMember, audio or video for a call, or a custom type). */
            type: string;
            data: components["schemas"]["EmbeddedMessageData"];
            /** @description Tags of the message. */
            tags?: string[];
            /** @description Id of the message a thread reply answers; present on replies only. */
            parentId?: string;
            /** @description Thread replies the reader may see; absent when there are none. */
            replyCount?: number;
            /**
             * Format: int64
             * @description When the message was sent.
             */
            sentAt: number;
            /**
             * Format: int64
             * @description When the message was last edited; present once it was.
             */
            editedAt?: number;
            /** @description UID of who last edited the message (`app_system` for the app). */
            editedBy?: string;
            /**
             * Format: int64
             * @description When the receiver's delivered mark first covered this one-to-one message; absent before, and on group messages.
             */
            deliveredAt?: number;
            /**
             * Format: int64
             * @description When the receiver's read mark first covered this one-to-one message; absent before, and on group messages.
             */
            readAt?: number;
            /**
             * Format: int64
             * @description When the message was deleted; present once it was. A deleted message has no content.
             */
            deletedAt?: number;
            /** @description UID of who deleted the message (`app_system` for the app). */
            deletedBy?: string;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt: number;
            /** @description UID of who pinned the message in its conversation (`app_system` for the app); absent when not pinned. */
            pinnedBy?: string;
            /**
             * Format: int64
             * @description When the message was pinned; absent when not pinned.
             */
            pinnedAt?: number;
            /**
             * Format: int64
             * @description When the acting user saved the message; only in the answer of the save operation.
             */
            savedAt?: number;
        };
        /** @description Content of the message an action is about; empty but for entities once deleted. */
        EmbeddedMessageData: {
            /** @description Text of a text message. */
            text?: string;
            /** @description Additional data of the message. */
            metadata?: {
                [key: string]: Json;
            };
            /** @description Files of a media message. */
            attachments?: components["schemas"]["Attachment"][];
            entities: components["schemas"]["ConversationEntities"];
            /** @description Reactions, in the order each first appeared. */
            reactions?: components["schemas"]["ReactionAggregate"][];
            moderation?: components["schemas"]["MessageModeration"];
        } & {
            [key: string]: unknown;
        };
        /** @description The body of every error answer. */
        ErrorResponse: {
            /** @description What went wrong. */
            error: {
                /**
                 * @description Stable machine-readable error code.
                 * @enum {string}
                 */
                code: "ERR_BAD_REQUEST" | "ERR_EMPTY_GROUP_PASS" | "ERR_ALREADY_JOINED" | "ERR_ALREADY_BANNED" | "ERR_BANNED_GROUPMEMBER" | "ERR_NO_VACANCY" | "ERR_NOT_A_BANNED_USER" | "ERR_SAVED_MESSAGES_LIMIT_EXCEEDED" | "ERR_EMPTY_MESSAGE_TEXT" | "ERR_INVALID_MESSAGE_DATA" | "ERR_EMPTY_CUSTOM_DATA" | "ERR_INVALID_RECEIVER_TYPE" | "ERR_SAME_SCOPE" | "ERR_CANNOT_FORM_SELF_RELATION" | "ERR_ALREADY_FRIEND" | "ERR_FAILED_TO_ADD_FRIEND" | "ERR_NOT_A_FRIEND" | "ERR_ROLE_DELETE_FAILED" | "ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED" | "ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED" | "AUTH_ERR_EMPTY_APIKEY" | "AUTH_ERR_APIKEY_NOT_FOUND" | "AUTH_ERR_INVALID_APPID" | "AUTH_ERR_EMPTY_ADMIN_TOKEN" | "AUTH_ERR_INVALID_ADMIN_TOKEN" | "AUTH_ERR_NO_ACCESS" | "ERR_NOT_A_MEMBER" | "ERR_MESSAGE_NO_ACCESS" | "ERR_SYSTEM_PINNED_CONVERSATION" | "ERR_MESSAGE_THREAD_NESTING" | "ERR_WRONG_MESSAGE_THREAD_CATEGORY" | "ERR_WRONG_MESSAGE_THREAD" | "ERR_PINNED_MESSAGES_LIMIT_EXCEEDED" | "ERR_GROUP_NO_CLEARANCE" | "ERR_GROUP_NO_SCOPE_CLEARANCE" | "ERR_GROUP_NO_ADMIN_SCOPE" | "ERR_BLOCKED_RECEIVER" | "ERR_PERMISSION_DENIED" | "ERR_ROLE_DELETE_DENIED" | "ERR_PLAN_QUOTA_RESTRICTION" | "ERR_UID_NOT_FOUND" | "ERR_GUID_NOT_FOUND" | "ERR_MESSAGE_ID_NOT_FOUND" | "ERR_BOT_NOT_FOUND" | "ERR_CONVERSATION_NOT_ACCESSIBLE" | "ERR_CONVERSATION_NOT_FOUND" | "ERR_AUTH_TOKEN_NOT_FOUND" | "ERR_ROLE_NOT_FOUND" | "ERR_REASON_NOT_FOUND" | "ERR_RULE_NOT_FOUND" | "ERR_KEYWORD_NOT_FOUND" | "ERR_WEBHOOK_NOT_FOUND" | "ERR_APIKEY_NOT_FOUND" | "ERR_APIKEY_NO_SELF_ACTION" | "ERR_API_NOT_FOUND" | "ERR_INVALID_API_VERSION" | "ERR_METHOD_NOT_ALLOWED" | "ERR_REQUEST_TIMEOUT" | "ERR_GUID_ALREADY_EXISTS" | "ERR_UID_ALREADY_EXISTS" | "ERR_ROLE_ALREADY_EXISTS" | "ERR_REASON_ALREADY_EXISTS" | "ERR_RULE_ALREADY_EXISTS" | "ERR_KEYWORD_ALREADY_EXISTS" | "ERR_WEBHOOK_ALREADY_EXISTS" | "ERR_TOO_MANY_REQUESTS" | "ERR_EXCEPTION" | "ERR_NOT_SUPPORTED_BY_SANDBOX" | "ERR_BAD_GATEWAY" | "ERR_SERVICE_UNAVAILABLE" | "ERR_GATEWAY_TIMEOUT";
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
        /** @description Per feature, `u.<key>`, its result. */
        FeatureResults: {
            [key: string]: components["schemas"]["KeyResult"];
        };
        /** @description Features to allow again: those listed, or all. */
        FeaturesAllowRequest: {
            /** @description The features to allow again. */
            featuresToAllow?: string[];
            /** @description Allow every feature again. */
            allowAll?: boolean;
        };
        /** @description Features to restrict. */
        FeaturesRestrictRequest: {
            /** @description The features the role’s users may not use. */
            featuresToRestrict: string[];
        };
        /** @description A reason a user gives when flagging a message. */
        FlagReason: {
            /** @description Id of the reason. */
            id: string;
            /** @description Display name. */
            name: string;
            /** @description What the reason covers; absent when none was given. */
            description?: string;
            /**
             * Format: int64
             * @description When the reason was created.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description When it last changed.
             */
            updatedAt: number;
            /** @description Whether it is the reason preselected for a user who flags. */
            default: boolean;
        };
        /** @description The new reason. */
        FlagReasonCreateRequest: {
            /** @description Id of the reason: letters, digits, `-` and `_`. */
            id: string;
            /** @description Display name of the reason. */
            name: string;
            /** @description What the reason covers. */
            description?: string;
        };
        /** @description The new name, and the description if it changes. */
        FlagReasonUpdateRequest: {
            /** @description Display name of the reason. */
            name: string;
            /** @description What the reason covers. */
            description?: string;
        };
        /** @description Why the acting user flags the message. */
        FlagRequest: {
            /** @description Id of a flag reason of the app. */
            id: string;
            /** @description What the user adds in their own words. */
            remark?: string;
        };
        /** @description One report of the message: by a user, or by a rule whose action flags. */
        FlaggedBy: {
            /** @description UID of the user who flagged; absent when a rule did. */
            uid?: string;
            /** @description Name of that user. */
            name?: string;
            /** @description Avatar of that user. */
            avatar?: string;
            /** @description Role of that user. */
            role?: string;
            /** @description Id of the rule that flagged; absent when a user did. */
            ruleId?: string;
            /** @description Id of the reason given, kept after the reason is deleted. */
            reasonId?: string;
            /** @description Name of the reason when the message was flagged. */
            reasonName?: string;
            /** @description Description of the reason, while it exists. */
            description?: string;
            /** @description What the user added. */
            remark?: string;
            /**
             * Format: int64
             * @description When it was flagged.
             */
            flaggedAt: number;
        };
        /** @description A flagged message: the message with its reports. */
        FlaggedMessage: {
            /** @description Id of the app. */
            appId: string;
            /** @description Message id (a decimal string, increasing per app). */
            id: string;
            /** @description Client-chosen unique id; present when the sender gave one. */
            muid?: string;
            /** @description `<uid>_user_<uid>` for a one-to-one conversation, `group_<guid>` for a group. */
            conversationId: string;
            /** @description UID of the sender. */
            sender: string;
            /**
             * @description Whether the receiver is a user or a group.
             * @enum {string}
             */
            receiverType: "user" | "group";
            /** @description UID or GUID of the receiver. */
            receiver: string;
            /**
             * @description Category of the message.
             * @enum {string}
             */
            category: "message" | "interactive" | "custom" | "action" | "call";
            /** @description Type within the category (text, image, card, form, groupMember, audio or video for a call, or a custom type). */
            type: string;
            data: components["schemas"]["MessageData"];
            /** @description Tags of the message. */
            tags?: string[];
            /** @description Id of the message a thread reply answers; present on replies only. */
            parentId?: string;
            /** @description Thread replies the reader may see; absent when there are none. */
            replyCount?: number;
            /**
             * Format: int64
             * @description When the message was sent.
             */
            sentAt: number;
            /**
             * Format: int64
             * @description When the message was last edited; present once it was.
             */
            editedAt?: number;
            /** @description UID of who last edited the message (`app_system` for the app). */
            editedBy?: string;
            /**
             * Format: int64
             * @description When the receiver's delivered mark first covered this one-to-one message; absent before, and on group messages.
             */
            deliveredAt?: number;
            /**
             * Format: int64
             * @description When the receiver's read mark first covered this one-to-one message; absent before, and on group messages.
             */
            readAt?: number;
            /**
             * Format: int64
             * @description When the message was deleted; present once it was. A deleted message has no content.
             */
            deletedAt?: number;
            /** @description UID of who deleted the message (`app_system` for the app). */
            deletedBy?: string;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt: number;
            /** @description UID of who pinned the message in its conversation (`app_system` for the app); absent when not pinned. */
            pinnedBy?: string;
            /**
             * Format: int64
             * @description When the message was pinned; absent when not pinned.
             */
            pinnedAt?: number;
            /**
             * Format: int64
             * @description When the acting user saved the message; only in the answer of the save operation.
             */
            savedAt?: number;
            /** @description The reports, oldest first. */
            flaggedBy: components["schemas"]["FlaggedBy"][];
            /** @description How many reported it. */
            flaggedCount: number;
            /** @description The review that took the message off its queue. */
            review?: {
                /**
                 * @description The final status.
                 * @enum {string}
                 */
                status: "approved" | "disapproved" | "rejected";
                /**
                 * Format: int64
                 * @description When it was reviewed.
                 */
                reviewedAt: number;
            };
        };
        /** @description An interactive message of type form. */
        FormBotMessage: {
            /** @description UID of the receiving user or GUID of the receiving group. */
            receiver?: string;
            /**
             * @description Whether `receiver` is a user or a group.
             * @enum {string}
             */
            receiverType?: "user" | "group";
            /** @description Client-chosen unique id of the message, echoed in the answer. */
            muid?: string;
            multipleReceivers?: components["schemas"]["MultipleReceivers"];
            tags?: components["schemas"]["Tags"];
            /**
             * @description Category of the message.
             * @enum {string}
             */
            category: "interactive";
            /**
             * @description Type of the interactive message; it selects the shape of `data`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "form";
            data: components["schemas"]["FormData"];
        };
        /** @description Data of a form message. */
        FormData: {
            interactionGoal?: components["schemas"]["InteractionGoal"];
            /** @description Whether the sender may interact with the message too. */
            allowSenderInteraction?: boolean;
            interactiveData: components["schemas"]["FormInteractiveData"];
        };
        /** @description A field of a form. */
        FormField: components["schemas"]["TextInputElement"] | components["schemas"]["DropdownElement"] | components["schemas"]["SingleSelectElement"] | components["schemas"]["CheckboxElement"] | components["schemas"]["ButtonElement"];
        /** @description A titled list of fields and a submit button. */
        FormInteractiveData: {
            /** @description Title of the form. */
            title: string;
            /** @description Fields of the form. */
            formFields: components["schemas"]["FormField"][];
            submitElement: components["schemas"]["ButtonElement"];
        };
        /** @description The two users are friends now. */
        FriendAdded: {
            /**
             * @description Success.
             * @enum {boolean}
             */
            success: true;
            /** @description Confirmation. */
            message: string;
        };
        /** @description The friendship was not made; the other UIDs of the request still apply. */
        FriendFailure: {
            /**
             * @description Failure.
             * @enum {boolean}
             */
            success: false;
            /** @description Why. */
            error: {
                /**
                 * @description Error code.
                 * @enum {string}
                 */
                code: "ERR_UID_NOT_FOUND" | "ERR_CANNOT_FORM_SELF_RELATION" | "ERR_ALREADY_FRIEND" | "ERR_FAILED_TO_ADD_FRIEND";
                /** @description Human-readable explanation. */
                message: string;
            };
        };
        /** @description The outcome for one UID. */
        FriendResult: components["schemas"]["FriendAdded"] | components["schemas"]["FriendFailure"];
        /** @description Users to make friends of the user, at most 25. */
        FriendsAddRequest: {
            /** @description UIDs of the new friends. */
            accepted: string[];
            /** @description Also open the one-to-one conversation of each new pair of friends, listed before any message is sent. Default false. */
            addToConversations?: boolean;
        };
        /** @description The outcome per UID of the `accepted` list. */
        FriendsAddResults: {
            /** @description The outcome per UID. */
            accepted: {
                [key: string]: components["schemas"]["FriendResult"];
            };
        };
        /** @description Friends to remove, at most 25. */
        FriendsRemoveRequest: {
            /** @description UIDs of the friends to remove. */
            friends: string[];
        };
        /** @description A group record. */
        Group: {
            /** @description Unique group identifier (lowercase). */
            guid: string;
            /** @description Name of the group. */
            name: string;
            /** @description Description of the group. */
            description?: string;
            /** @description URL of the group icon. */
            icon?: string;
            /**
             * @description Who may join: anyone, holders of the password, or invited users only.
             * @enum {string}
             */
            type: "public" | "password" | "private";
            /** @description Additional data of the group. */
            metadata?: {
                [key: string]: Json;
            };
            /**
             * @description Scope of the acting user in the group, when a member.
             * @enum {string}
             */
            scope?: "admin" | "moderator" | "participant";
            /** @description Number of members. */
            membersCount: number;
            /**
             * Format: int64
             * @description When the acting user joined, when a member.
             */
            joinedAt?: number;
            /** @description Conversation id of the group, `group_<guid>`. */
            conversationId: string;
            /** @description Whether the acting user is a member; present when the request has an acting user. */
            hasJoined?: boolean;
            /**
             * Format: int64
             * @description Creation time.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Time of the last change; present after changes.
             */
            updatedAt?: number;
            /** @description UID of who made the last change (adding, banning, kicking or changing the scope of a member); present after changes. */
            updatedBy?: string;
            /** @description UID of the owner. */
            owner: string;
            /** @description Tags of the group. */
            tags?: string[];
        };
        /** @description Members to add to the new group per scope, and users to ban; 25 users at most in all. Lists may be empty. */
        GroupCreateMembers: {
            /** @description UIDs of users to make admins. */
            admins?: string[];
            /** @description UIDs of users to make moderators. */
            moderators?: string[];
            /** @description UIDs of users to make participants. */
            participants?: string[];
            /** @description UIDs of users to ban from the group. */
            usersToBan?: string[];
        };
        /** @description A new group. */
        GroupCreateRequest: {
            /** @description Unique group identifier; letters, digits and dashes; stored lowercased. */
            guid: string;
            /** @description Name of the group, in any language, emoji included. */
            name: string;
            /**
             * @description Who may join: anyone, holders of the password, or invited users only.
             * @enum {string}
             */
            type: "public" | "password" | "private";
            /** @description Password to join; required for type password, ignored otherwise. Never returned. */
            password?: string;
            /** @description URL of the group icon. */
            icon?: string;
            /** @description Description of the group. */
            description?: string;
            /** @description Additional data of the group (at most 5 KB as JSON). */
            metadata?: {
                [key: string]: Json;
            };
            /** @description UID of the user to make owner; defaults to the acting user, else the system user. */
            owner?: string;
            tags?: components["schemas"]["Tags"];
            members?: components["schemas"]["GroupCreateMembers"];
        };
        /** @description A group embedded in a message. */
        GroupEntity: {
            entity: components["schemas"]["Group"];
            /**
             * @description Kind of entity.
             * @enum {string}
             */
            entityType: "group";
        };
        /** @description A current member of a group: the user record with their scope and when they joined. */
        GroupMember: {
            /** @description Unique user identifier. */
            uid: string;
            /** @description Display name. */
            name: string;
            /** @description URL of the avatar. */
            avatar?: string;
            /** @description URL of the profile. */
            link?: string;
            /** @description Additional data of the user. */
            metadata?: {
                [key: string]: Json;
            };
            /**
             * @description Presence.
             * @enum {string}
             */
            status: "offline" | "available";
            /** @description Role of the user. */
            role: string;
            /** @description What the user says about their current status. */
            statusMessage?: string;
            /**
             * Format: int64
             * @description Creation time.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt?: number;
            /**
             * Format: int64
             * @description Last time the user was online.
             */
            lastActiveAt?: number;
            /**
             * Format: int64
             * @description When the user was deactivated; absent while the user is active.
             */
            deactivatedAt?: number;
            /** @description Tags of the user. */
            tags?: string[];
            /** @description One-to-one conversation id between the acting user and this user. */
            conversationId?: string;
            /** @description Whether the acting user blocked this user. */
            blockedByMe?: boolean;
            /**
             * Format: int64
             * @description When the acting user blocked this user.
             */
            blockedByMeAt?: number;
            /**
             * Format: int64
             * @description When this user was blocked.
             */
            blockedAt?: number;
            /**
             * @description Scope of the member in the group.
             * @enum {string}
             */
            scope: "admin" | "moderator" | "participant";
            /**
             * Format: int64
             * @description When the member joined.
             */
            joinedAt: number;
        };
        /** @description Changes to a group: the fields to set, and `unset` naming those to remove; at least one. */
        GroupUpdateRequest: {
            /** @description New name of the group. */
            name?: string;
            /**
             * @description New type; a group of type password needs a password, sent or kept.
             * @enum {string}
             */
            type?: "public" | "password" | "private";
            /** @description New password; kept only while the type is password. Never returned. */
            password?: string;
            /** @description URL of the group icon. */
            icon?: string;
            /** @description Description of the group. */
            description?: string;
            /** @description Additional data of the group (at most 5 KB as JSON); replaces the old. */
            metadata?: {
                [key: string]: Json;
            };
            /** @description UID of the new owner, who becomes an admin; ignored when onBehalfOf is sent. */
            owner?: string;
            tags?: components["schemas"]["Tags"];
            /** @description Fields to remove: icon, description, metadata. */
            unset?: ("icon" | "description" | "metadata")[];
        };
        /** @description An element of the message the reading user interacted with. */
        Interaction: {
            /** @description Id of the element. */
            elementId: string;
            /**
             * Format: int64
             * @description When the user first marked it interacted.
             */
            interactedAt: number;
        };
        /** @description When the interaction is complete. */
        InteractionGoal: {
            /**
             * @description Which interactions complete the goal.
             * @enum {string}
             */
            type: "allOf" | "anyOf" | "oneOf" | "anyAction" | "none";
            /** @description Elements the goal is about. */
            elementIds?: string[];
        };
        /** @description An interactive message (card, form, custom interactive or scheduler), shaped by its `type`. */
        InteractiveBotMessage: {
            /**
             * @description Category of the message. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            category: "interactive";
            /**
             * @description Type of the interactive message.
             * @enum {string}
             */
            type: "card" | "form" | "customInteractive" | "scheduler";
        } & (components["schemas"]["CardBotMessage"] | components["schemas"]["FormBotMessage"] | components["schemas"]["CustomInteractiveBotMessage"] | components["schemas"]["SchedulerBotMessage"]);
        /** @description The result of one key. */
        KeyResult: {
            /** @description Whether it was applied. */
            success: boolean;
            /** @description Confirmation. */
            message?: string;
            /** @description Why not. */
            error?: {
                /** @description Error code. */
                code: string;
                /** @description Explanation. */
                message: string;
            };
        };
        /** @description A keyword list rules may name (`isKeywordsReferencePresent`). */
        KeywordList: {
            /** @description The record id the real service shows in its list. */
            _id?: string;
            /** @description A unique identifier: letters, digits, `-` and `_`. */
            id: string;
            /** @description The app (shown in the list). */
            appId?: string;
            /** @description Descriptive name. */
            name: string;
            /** @description What the list is for. */
            description?: string;
            /**
             * @description `word`: whole words; `pattern`: regular expressions; `sentence-similarity`: sentences.
             * @enum {string}
             */
            category: "word" | "pattern" | "sentence-similarity";
            /** @description Whether the terms came from a CSV file. */
            isCSV: boolean;
            /** @description The words or patterns of a `word` or `pattern` list. */
            searchTerms?: string[];
            /** @description The sentences of a `sentence-similarity` list. */
            disallowedSentences?: string[];
            /** @description Created (epoch seconds). */
            createdAt: number;
            /** @description Last changed (epoch seconds). */
            updatedAt: number;
            /** @description `{prefix}_{id}_{n}`: the n-th version of the list. */
            revisionId: string;
            /** @description Always true: the current version. */
            active: boolean;
            /** @description Whether it is one of the service’s own lists; false for the app’s. */
            default: boolean;
            /** @description The record version the real service shows in its list. */
            __v?: number;
        };
        /** @description A new list: its terms in `searchTerms` or `disallowedSentences` (by category), or in `file`. */
        KeywordListCreateRequest: {
            /** @description A unique identifier: letters, digits, `-` and `_`. */
            id?: string;
            /** @description Descriptive name of the list; the id when none is given. */
            name?: string;
            /** @description What the list is for. */
            description?: string;
            /**
             * @description `word`: whole words; `pattern`: regular expressions; `sentence-similarity`: sentences.
             * @enum {string}
             */
            category: "word" | "pattern" | "sentence-similarity";
            /** @description The words or patterns of a `word` or `pattern` list, if no file is given. */
            searchTerms?: string[] | string;
            /** @description The sentences of a `sentence-similarity` list, if no file is given. */
            disallowedSentences?: string[] | string;
            /** @description The text of a CSV file of terms (as a form’s file is read). */
            file?: string;
            /** @description Ignored: set by whether a file is sent. */
            isCSV?: boolean;
            /** @description Ignored. */
            createdAt?: number;
            /** @description Ignored. */
            updatedAt?: number;
            /** @description Ignored. */
            revisionId?: string;
            /** @description Ignored. */
            active?: boolean;
            /** @description Ignored. */
            default?: boolean;
            /** @description Ignored. */
            appId?: string;
            /** @description Ignored. */
            _id?: string;
            /** @description Ignored. */
            __v?: number;
        };
        /** @description The list as a multipart form: `searchTerms` (or `disallowedSentences`) comma-separated, or a CSV `file`. */
        KeywordListForm: {
            /** @description A unique identifier: letters, digits, `-` and `_`. */
            id?: string;
            /** @description Descriptive name. */
            name?: string;
            /** @description What the list is for. */
            description?: string;
            /**
             * @description `word`: whole words; `pattern`: regular expressions; `sentence-similarity`: sentences.
             * @enum {string}
             */
            category?: "word" | "pattern" | "sentence-similarity";
            /** @description Comma-separated words or patterns, if no file is given. */
            searchTerms?: string;
            /** @description Comma-separated sentences, if no file is given. */
            disallowedSentences?: string;
            /**
             * Format: binary
             * @description A CSV file of terms, at most 1048576 bytes.
             */
            file?: string;
        };
        /** @description What to change; the terms sent replace the list’s. */
        KeywordListUpdateRequest: {
            /** @description A unique identifier: letters, digits, `-` and `_`. */
            id?: string;
            /** @description Descriptive name of the list; the id when none is given. */
            name?: string;
            /** @description What the list is for. */
            description?: string;
            /**
             * @description `word`: whole words; `pattern`: regular expressions; `sentence-similarity`: sentences.
             * @enum {string}
             */
            category?: "word" | "pattern" | "sentence-similarity";
            /** @description The words or patterns of a `word` or `pattern` list, if no file is given. */
            searchTerms?: string[] | string;
            /** @description The sentences of a `sentence-similarity` list, if no file is given. */
            disallowedSentences?: string[] | string;
            /** @description The text of a CSV file of terms. */
            file?: string;
            /** @description Ignored: set by whether a file is sent. */
            isCSV?: boolean;
            /** @description Ignored. */
            createdAt?: number;
            /** @description Ignored. */
            updatedAt?: number;
            /** @description Ignored. */
            revisionId?: string;
            /** @description Ignored. */
            active?: boolean;
            /** @description Ignored. */
            default?: boolean;
            /** @description Ignored. */
            appId?: string;
            /** @description Ignored. */
            _id?: string;
            /** @description Ignored. */
            __v?: number;
        };
        /** @description How far the conversation is delivered. */
        MarkDeliveredRequest: {
            /** @description Id of the message up to which the conversation is delivered; its newest message when left out. */
            messageId?: number;
        };
        /** @description The elements the acting user interacted with. */
        MarkInteractedRequest: {
            /** @description Element ids, one or more. */
            interactions: string[];
        };
        /** @description How far the conversation is read. */
        MarkReadRequest: {
            /** @description Id of the message up to which the conversation is read; its newest message when left out. */
            messageId?: number;
        };
        /** @description From which message the conversation is unread again. */
        MarkUnreadRequest: {
            /** @description Id of the first message to count as unread again; the newest message the user received when left out. */
            messageId?: number;
        };
        /** @description The user was added; `data` is the action message created for it. */
        MemberAdded: {
            /**
             * @description Success.
             * @enum {boolean}
             */
            success: true;
            data: components["schemas"]["ActionMessage"];
        };
        /** @description The user was banned. */
        MemberBanned: {
            /**
             * @description Success.
             * @enum {boolean}
             */
            success: true;
        };
        /** @description The user was not added or banned; the rest of the request still applies. */
        MemberFailure: {
            /**
             * @description Failure.
             * @enum {boolean}
             */
            success: false;
            /** @description Why. */
            error: {
                /**
                 * @description Error code.
                 * @enum {string}
                 */
                code: "ERR_UID_NOT_FOUND" | "ERR_ALREADY_JOINED" | "ERR_BANNED_GROUPMEMBER" | "ERR_ALREADY_BANNED" | "ERR_NO_VACANCY";
                /** @description Human-readable explanation. */
                message: string;
            };
        };
        /** @description A member of a group after the change. */
        Membership: {
            /** @description GUID of the group. */
            guid: string;
            /** @description UID of the member. */
            uid: string;
            /**
             * @description Scope of the member in the group.
             * @enum {string}
             */
            scope: "admin" | "moderator" | "participant";
            /**
             * Format: int64
             * @description When the member joined; a scope change keeps it.
             */
            joinedAt: number;
        };
        /** @description A message. */
        Message: {
            /** @description Message id (a decimal string, increasing per app). */
            id: string;
            /** @description Client-chosen unique id; present when the sender gave one. */
            muid?: string;
            /** @description `<uid>_user_<uid>` for a one-to-one conversation, `group_<guid>` for a group. */
            conversationId: string;
            /** @description UID of the sender. */
            sender: string;
            /**
             * @description Whether the receiver is a user or a group.
             * @enum {string}
             */
            receiverType: "user" | "group";
            /** @description UID or GUID of the receiver. */
            receiver: string;
            /**
             * @description Category of the message.
             * @enum {string}
             */
            category: "message" | "interactive" | "custom" | "action" | "call";
            /** @description Type within the category (text, image, card, form, groupMember, audio or video for a call, or a custom type). */
            type: string;
            data: components["schemas"]["MessageData"];
            /** @description Tags of the message. */
            tags?: string[];
            /** @description Id of the message a thread reply answers; present on replies only. */
            parentId?: string;
            /** @description Thread replies the reader may see; absent when there are none. */
            replyCount?: number;
            /**
             * Format: int64
             * @description When the message was sent.
             */
            sentAt: number;
            /**
             * Format: int64
             * @description When the message was last edited; present once it was.
             */
            editedAt?: number;
            /** @description UID of who last edited the message (`app_system` for the app). */
            editedBy?: string;
            /**
             * Format: int64
             * @description When the receiver's delivered mark first covered this one-to-one message; absent before, and on group messages.
             */
            deliveredAt?: number;
            /**
             * Format: int64
             * @description When the receiver's read mark first covered this one-to-one message; absent before, and on group messages.
             */
            readAt?: number;
            /**
             * Format: int64
             * @description When the message was deleted; present once it was. A deleted message has no content.
             */
            deletedAt?: number;
            /** @description UID of who deleted the message (`app_system` for the app). */
            deletedBy?: string;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt: number;
            /** @description UID of who pinned the message in its conversation (`app_system` for the app); absent when not pinned. */
            pinnedBy?: string;
            /**
             * Format: int64
             * @description When the message was pinned; absent when not pinned.
             */
            pinnedAt?: number;
            /**
             * Format: int64
             * @description When the acting user saved the message; only in the answer of the save operation.
             */
            savedAt?: number;
            quotedMessage?: components["schemas"]["QuotedMessage"];
        };
        /** @description Who acted (`by`), on which message (`on`), in whose conversation (`for`: the receiving user or group). */
        MessageActionEntities: {
            by: components["schemas"]["UserEntity"];
            on: components["schemas"]["MessageEntity"];
            /** @description The receiver of the message. */
            for: components["schemas"]["UserEntity"] | components["schemas"]["GroupEntity"];
        };
        /** @description The message the service creates when a message is edited or deleted, in that message’s conversation. */
        MessageActionMessage: {
            /** @description Message id (a decimal string, increasing per app). */
            id: string;
            /** @description Client-chosen unique id; present when the sender gave one. */
            muid?: string;
            /** @description `<uid>_user_<uid>` for a one-to-one conversation, `group_<guid>` for a group. */
            conversationId: string;
            /** @description UID of the sender. */
            sender: string;
            /**
             * @description Whether the receiver is a user or a group.
             * @enum {string}
             */
            receiverType: "user" | "group";
            /** @description UID or GUID of the receiver. */
            receiver: string;
            /**
             * @description Category of action messages.
             * @enum {string}
             */
            category: "action";
            /**
             * @description Type of message actions.
             * @enum {string}
             */
            type: "message";
            /** @description What happened. */
            data: {
                /**
                 * @description The message action.
                 * @enum {string}
                 */
                action: "edited" | "deleted";
                entities: components["schemas"]["MessageActionEntities"];
                /** @description Reactions, in the order each first appeared. */
                reactions?: components["schemas"]["ReactionAggregate"][];
                moderation?: components["schemas"]["MessageModeration"];
            };
            /** @description Tags of the message. */
            tags?: string[];
            /** @description Id of the message a thread reply answers; present on replies only. */
            parentId?: string;
            /** @description Thread replies the reader may see; absent when there are none. */
            replyCount?: number;
            /**
             * Format: int64
             * @description When the message was sent.
             */
            sentAt: number;
            /**
             * Format: int64
             * @description When the message was last edited; present once it was.
             */
            editedAt?: number;
            /** @description UID of who last edited the message (`app_system` for the app). */
            editedBy?: string;
            /**
             * Format: int64
             * @description When the receiver's delivered mark first covered this one-to-one message; absent before, and on group messages.
             */
            deliveredAt?: number;
            /**
             * Format: int64
             * @description When the receiver's read mark first covered this one-to-one message; absent before, and on group messages.
             */
            readAt?: number;
            /**
             * Format: int64
             * @description When the message was deleted; present once it was. A deleted message has no content.
             */
            deletedAt?: number;
            /** @description UID of who deleted the message (`app_system` for the app). */
            deletedBy?: string;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt: number;
            /** @description UID of who pinned the message in its conversation (`app_system` for the app); absent when not pinned. */
            pinnedBy?: string;
            /**
             * Format: int64
             * @description When the message was pinned; absent when not pinned.
             */
            pinnedAt?: number;
            /**
             * Format: int64
             * @description When the acting user saved the message; only in the answer of the save operation.
             */
            savedAt?: number;
        };
        /** @description A text or media message. */
        MessageBotMessage: {
            /** @description UID of the receiving user or GUID of the receiving group. */
            receiver?: string;
            /**
             * @description Whether `receiver` is a user or a group.
             * @enum {string}
             */
            receiverType?: "user" | "group";
            /** @description Client-chosen unique id of the message, echoed in the answer. */
            muid?: string;
            multipleReceivers?: components["schemas"]["MultipleReceivers"];
            tags?: components["schemas"]["Tags"];
            /**
             * @description Category of the message. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            category: "message";
            /**
             * @description Type of the message; text when left out.
             * @enum {string}
             */
            type?: "text" | "image" | "file" | "audio" | "video";
            data?: components["schemas"]["MessageBotMessageData"];
            /** @description Id of a message to quote; the answer then includes `quotedMessage`. */
            quotedMessageId?: string;
        };
        /** @description Content of a text or media message. */
        MessageBotMessageData: {
            /** @description Text of a text message; required and non-empty when `type` is text. */
            text?: string;
            /** @description Additional data of the message (at most 5 KB as JSON). */
            metadata?: {
                [key: string]: Json;
            };
            /** @description Files of a media message (type other than text). */
            attachments?: components["schemas"]["AttachmentRequest"][];
        };
        /** @description Cursor-style list metadata of messages. */
        MessageCursorMeta: {
            /** @description This page. */
            current: {
                /** @description Page size used. */
                limit: number;
                /** @description Number of messages returned. */
                count: number;
            };
            /** @description Cursor to the messages after this page; present when the page is not empty. */
            next?: {
                /**
                 * @description Direction to read in with this cursor (the `affix` query parameter).
                 * @enum {string}
                 */
                affix: "append";
                /**
                 * Format: int64
                 * @description When the message at the cursor was sent.
                 */
                sentAt: number;
                /** @description Message id to pass as the `id` query parameter. */
                id: string;
            };
            /** @description Cursor to the messages before this page; present when the page is not empty. */
            previous?: {
                /**
                 * @description Direction to read in with this cursor (the `affix` query parameter).
                 * @enum {string}
                 */
                affix: "prepend";
                /**
                 * Format: int64
                 * @description When the message at the cursor was sent.
                 */
                sentAt: number;
                /** @description Message id to pass as the `id` query parameter. */
                id: string;
            };
        };
        /** @description Content of a message: its own fields (text, metadata, attachments, customData, interactive fields, action) plus entities, reactions and moderation. */
        MessageData: {
            /** @description Text of a text message. */
            text?: string;
            /** @description Additional data of the message. */
            metadata?: {
                [key: string]: Json;
            };
            /** @description Files of a media message. */
            attachments?: components["schemas"]["Attachment"][];
            entities: components["schemas"]["MessageEntities"];
            /** @description Reactions, in the order each first appeared. */
            reactions?: components["schemas"]["ReactionAggregate"][];
            moderation?: components["schemas"]["MessageModeration"];
            /** @description The reading user’s interactions, on an interactive message. */
            interactions?: components["schemas"]["Interaction"][];
        } & {
            [key: string]: unknown;
        };
        /** @description How to delete. */
        MessageDeleteRequest: {
            /** @description Remove the message for good instead of keeping it without its content. */
            permanent?: boolean;
        };
        /** @description Records of who sent and received the message, or for an action message who did what. */
        MessageEntities: components["schemas"]["ConversationEntities"] | components["schemas"]["ActionEntities"] | components["schemas"]["MessageActionEntities"] | components["schemas"]["CallEntities"];
        /** @description A message embedded in an action message. */
        MessageEntity: {
            entity: components["schemas"]["EmbeddedMessage"];
            /**
             * @description Kind of entity.
             * @enum {string}
             */
            entityType: "message";
        };
        /** @description One five-minute bucket. */
        MessageMetricPoint: {
            /** @description User and bot messages stored; thread replies and each multipleReceivers copy count. */
            messagesSent: number;
            /** @description Mark-read calls that moved a read mark. */
            readReceipts: number;
            /** @description Delivered-mark or read-mark calls that moved a delivered mark forward. */
            deliveryReceipts: number;
            /** @description Start of the bucket (epoch ms, as a string). */
            startTime: string;
            /** @description End of the bucket (epoch ms, as a string). */
            endTime: string;
        };
        /** @description The last hour of the app clock in twelve five-minute buckets, oldest first. */
        MessageMetrics: {
            /** @description Start of the first bucket (epoch ms, as a string). */
            startTime: string;
            /** @description End of the last bucket (epoch ms, as a string). */
            endTime: string;
            /** @description The buckets. */
            dataPoints: components["schemas"]["MessageMetricPoint"][];
            /** @description The app. */
            appId: string;
        };
        /** @description Moderation state; present when the app had moderation rules when the message was sent: `pending` in the send answer, the verdict in every read. */
        MessageModeration: {
            /**
             * @description The verdict, or `pending` as sent.
             * @enum {string}
             */
            status: "pending" | "approved" | "disapproved";
            /** @description The rule that disapproved it. */
            rule?: {
                /** @description Rule id. */
                id: string;
                /** @description Rule name. */
                name: string;
            };
        };
        /** @description What to change in a text or custom message; what is left out stays. */
        MessageUpdateRequest: {
            /** @description The content to change. */
            data?: {
                /** @description New text of a text message. */
                text?: string;
                /** @description New metadata (at most 5 KB as JSON); replaces the old. */
                metadata?: {
                    [key: string]: Json;
                };
                /** @description New custom data of a custom message; replaces the old. */
                customData?: {
                    [key: string]: Json;
                };
            };
            tags?: components["schemas"]["Tags"];
        };
        /** @description A file of a media message, by URL. */
        ModerationAttachment: {
            /** @description URL of the file. */
            url: string;
            /** @description File name. */
            name?: string;
            /** @description MIME type. */
            mimeType?: string;
            /** @description File extension. */
            extension?: string;
            /** @description Size in bytes, as a string (as the reference types it) or a number. */
            size?: string | number;
        };
        /** @description The condition of a moderation rule that matched. */
        ModerationCondition: {
            /** @description Condition id. */
            id: number;
            /** @description Whether the condition refers to a keyword list. */
            isKeywordsReferencePresent: boolean;
            /** @description Whether the condition inspects media. */
            isMediaPresent: boolean;
            /** @description What the condition inspects, such as `message`. */
            entity: string;
            /** @description Which part, such as `text` or `image`. */
            operand: string;
            /** @description Kind of condition, such as `word`. */
            category: string;
            /** @description Comparison, such as `contains` or `equals`. */
            operator: string;
            /** @description Values compared against. */
            value: string[];
            /** @description Explanations of the match. */
            message: string[];
            /** @description Weight of the condition. */
            weight: number;
        };
        /** @description A group to create when the receiving group does not exist yet; `guid` must be the receiver. */
        ModerationGroupDetails: {
            /** @description GUID of the group; stored lowercased. */
            guid: string;
            /** @description Name of the group. */
            name: string;
            /**
             * @description Who may join.
             * @enum {string}
             */
            type: "public" | "password" | "private";
            /** @description Password of a password group. */
            password?: string;
            /** @description URL of the group icon. */
            icon?: string;
            /** @description UID of the owner; the system user when left out. */
            owner?: string;
            /**
             * Format: int64
             * @description When the group was created; now when left out.
             */
            createdAt?: number;
            /** @description Additional data of the group (at most 5 KB as JSON). */
            metadata?: {
                [key: string]: Json;
            };
            tags?: components["schemas"]["Tags"];
        };
        /** @description A message submitted for moderation only, with its verdict in `data.moderation`. */
        ModerationMessage: {
            /** @description Message id (a decimal string, increasing per app). */
            id: string;
            /** @description Client-chosen unique id; present when the sender gave one. */
            muid?: string;
            /** @description `<uid>_user_<uid>` for a one-to-one conversation, `group_<guid>` for a group. */
            conversationId: string;
            /** @description UID of the sender. */
            sender: string;
            /**
             * @description Whether the receiver is a user or a group.
             * @enum {string}
             */
            receiverType: "user" | "group";
            /** @description UID or GUID of the receiver. */
            receiver: string;
            /**
             * @description Category of the message.
             * @enum {string}
             */
            category: "message" | "interactive" | "custom" | "action" | "call";
            /** @description Type within the category (text, image, card, form, groupMember, audio or video for a call, or a custom type). */
            type: string;
            data: components["schemas"]["ModerationMessageData"];
            /** @description Tags of the message. */
            tags?: string[];
            /**
             * Format: int64
             * @description When the message was sent.
             */
            sentAt: number;
            /**
             * Format: int64
             * @description When the message was last edited; present once it was.
             */
            editedAt?: number;
            /** @description UID of who last edited the message (`app_system` for the app). */
            editedBy?: string;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt: number;
        };
        /** @description The content to moderate. */
        ModerationMessageContent: {
            /** @description The text, or the caption of a media message. */
            text?: string;
            /** @description Content of a custom message. */
            customData?: {
                [key: string]: Json;
            };
            /** @description Files of a media message. */
            attachments?: components["schemas"]["ModerationAttachment"][];
            /** @description Additional data of the message. */
            metadata?: {
                [key: string]: Json;
            };
        };
        /** @description A message to moderate, and the users or group to create first when they do not exist. */
        ModerationMessageCreateRequest: {
            /** @description Client-chosen unique id of the message, echoed in the answer. */
            muid?: string;
            /**
             * @description Category of the message; `message` when left out.
             * @enum {string}
             */
            category?: "message" | "custom";
            /** @description With category `message`: text, image, file, audio or video (`text` when left out); with `custom`, any type (`custom` when left out). */
            type?: string;
            /** @description UID of the sender. */
            sender: string;
            /** @description UID of the receiving user or GUID of the receiving group. */
            receiver: string;
            /**
             * @description Whether `receiver` is a user or a group.
             * @enum {string}
             */
            receiverType: "user" | "group";
            data?: components["schemas"]["ModerationMessageContent"];
            senderUserDetails?: components["schemas"]["ModerationUserDetails"];
            receiverUserDetails?: components["schemas"]["ModerationUserDetails"];
            receiverGroupDetails?: components["schemas"]["ModerationGroupDetails"];
            tags?: components["schemas"]["Tags"];
            /**
             * Format: int64
             * @description When the message was sent; now when left out.
             */
            sentAt?: number;
        };
        /** @description The content as submitted, plus the entities and the verdict. */
        ModerationMessageData: {
            /** @description Text of a text message, or the caption of a media message. */
            text?: string;
            /** @description Additional data of the message. */
            metadata?: {
                [key: string]: Json;
            };
            /** @description Content of a custom message. */
            customData?: {
                [key: string]: Json;
            };
            entities: components["schemas"]["ConversationEntities"];
            moderation: components["schemas"]["ModerationVerdict"];
        } & {
            [key: string]: unknown;
        };
        /** @description The new content of a standalone message; it is moderated again. */
        ModerationMessageUpdateRequest: {
            data: components["schemas"]["ModerationMessageContent"];
        };
        /** @description A moderation rule, or one revision of it. */
        ModerationRule: {
            /** @description The rule’s id. */
            id: string;
            /** @description Name. */
            name: string;
            /** @description What the rule is for. */
            description?: string;
            /** @description Whether it applies to new messages. */
            enabled: boolean;
            /** @description Any one met applies the rule. */
            conditions: components["schemas"]["ModerationRuleCondition"][];
            /** @description All must hold for the rule to apply. */
            filters?: components["schemas"]["ModerationRuleFilter"][];
            /** @description What is done to a message that meets it. */
            action: ("blockMessage" | "dropMessage" | "flagMessage" | "kick" | "ban" | "block" | "deactivate")[];
            /** @description Whether this is the rule’s current revision. */
            active: boolean;
            /** @description When the rule was created (epoch seconds). */
            createdAt: number;
            /** @description When this revision was made (epoch seconds). */
            updatedAt: number;
            /** @description `{prefix}_{id}_{n}`: the rule’s n-th revision. */
            revisionId: string;
            /** @description Present on the rules the app came with. */
            default?: boolean;
        };
        /** @description A condition of a rule. */
        ModerationRuleCondition: {
            /** @description The condition’s number in the rule; given in order when left out. */
            id: number;
            /** @description Whether `value` holds keyword list ids rather than terms. */
            isKeywordsReferencePresent: boolean;
            /** @description Whether the condition inspects a file of the media type `operand`. */
            isMediaPresent: boolean;
            /**
             * @description What the condition inspects.
             * @enum {string}
             */
            entity: "message";
            /**
             * @description The text, the string values of `customData`, or a media type.
             * @enum {string}
             */
            operand: "text" | "custom" | "image" | "video" | "audio" | "file";
            /**
             * @description Whole words, regular expressions, or sentences contained.
             * @enum {string}
             */
            category: "word" | "pattern" | "sentence-similarity";
            /**
             * @description Contained in, or equal to, the inspected text.
             * @enum {string}
             */
            operator: "contains" | "equals";
            /** @description Terms, keyword list ids, or a media formula. */
            value: string[];
            /** @description What a match of a media formula means. */
            message?: string[];
        };
        /** @description A condition of a rule, as sent. */
        ModerationRuleConditionInput: {
            /** @description The condition’s number in the rule; given in order when left out. */
            id?: number;
            /** @description Whether `value` holds keyword list ids rather than terms. */
            isKeywordsReferencePresent?: boolean;
            /** @description Whether the condition inspects a file of the media type `operand`. */
            isMediaPresent?: boolean;
            /**
             * @description What the condition inspects.
             * @enum {string}
             */
            entity?: "message";
            /**
             * @description The text, the string values of `customData`, or a media type.
             * @enum {string}
             */
            operand: "text" | "custom" | "image" | "video" | "audio" | "file";
            /**
             * @description Whole words, regular expressions, or sentences contained.
             * @enum {string}
             */
            category?: "word" | "pattern" | "sentence-similarity";
            /**
             * @description Contained in, or equal to, the inspected text.
             * @enum {string}
             */
            operator: "contains" | "equals";
            /** @description The request schema’s spelling of `isKeywordsReferencePresent`. */
            isKeywordReferencePresent?: boolean;
            /** @description An older spelling of `isKeywordsReferencePresent`. */
            isListReferencePresent?: boolean;
            /** @description Terms, keyword list ids, or a media formula such as `violence_greaterThan_30`. */
            value: string | string[];
            /** @description Read-only: ignored. */
            message?: string[];
            /** @description Read-only: ignored. */
            weight?: number;
        };
        /** @description A new rule. */
        ModerationRuleCreateRequest: {
            /** @description A unique id: letters, digits, `-` and `_`. */
            id: string;
            /** @description Name of the rule. */
            name: string;
            /** @description What the rule is for. */
            description?: string;
            /** @description Whether the rule applies to new messages. */
            enabled?: boolean;
            /** @description What is done to a message that meets the rule. */
            action: ("blockMessage" | "dropMessage" | "flagMessage" | "kick" | "ban" | "block" | "deactivate")[];
            /** @description All must hold for the rule to apply. */
            filters?: components["schemas"]["ModerationRuleFilter"][];
            /** @description Any one met applies the rule. */
            conditions: components["schemas"]["ModerationRuleConditionInput"][];
            /** @description Read-only: ignored. */
            active?: boolean;
            /** @description Read-only: ignored. */
            createdAt?: number;
            /** @description Read-only: ignored. */
            updatedAt?: number;
            /** @description Read-only: ignored. */
            revisionId?: string;
            /** @description Read-only: ignored. */
            default?: boolean;
        };
        /** @description Who sends or receives the message (`user`), or which group receives it (`group`). */
        ModerationRuleFilter: {
            /**
             * @description Whose side the filter looks at.
             * @enum {string}
             */
            type: "sender" | "receiver";
            /**
             * @description A user, or the receiving group.
             * @enum {string}
             */
            entity: "user" | "group";
            /**
             * @description A user's uid, name, role, tags, createdAt; a group's guid, name, type, tags, createdAt.
             * @enum {string}
             */
            operand: "uid" | "name" | "role" | "tags" | "createdAt" | "guid" | "type";
            /**
             * @description How the value compares.
             * @enum {string}
             */
            operator: "equals" | "not equals" | "notEquals" | "in" | "not in" | "notIn" | "startsWith" | "endsWith" | "lessThan" | "greaterThan";
            /** @description A value, or several (for `in`, also comma-separated). */
            value: string | number | string[];
        };
        /** @description The whole rule, replacing the stored one; `id` is the path’s. */
        ModerationRuleReplaceRequest: {
            /** @description Ignored: the path names the rule. */
            id?: string;
            /** @description Name of the rule. */
            name: string;
            /** @description What the rule is for. */
            description?: string;
            /** @description Whether the rule applies to new messages. */
            enabled: boolean;
            /** @description What is done to a message that meets the rule. */
            action: ("blockMessage" | "dropMessage" | "flagMessage" | "kick" | "ban" | "block" | "deactivate")[];
            /** @description All must hold for the rule to apply. */
            filters?: components["schemas"]["ModerationRuleFilter"][];
            /** @description Any one met applies the rule. */
            conditions: components["schemas"]["ModerationRuleConditionInput"][];
            /** @description Read-only: ignored. */
            active?: boolean;
            /** @description Read-only: ignored. */
            createdAt?: number;
            /** @description Read-only: ignored. */
            updatedAt?: number;
            /** @description Read-only: ignored. */
            revisionId?: string;
            /** @description Read-only: ignored. */
            default?: boolean;
        };
        /** @description Metadata of a list of rules. */
        ModerationRulesMeta: {
            /** @description This page. */
            current: {
                /** @description Page size used. */
                limit: number;
                /** @description Number of records returned. */
                count: number;
            };
        };
        /** @description A user to create when the sender or receiver does not exist yet; `uid` must be the one the message names. */
        ModerationUserDetails: {
            /** @description UID of the user; stored lowercased. */
            uid: string;
            /** @description Display name. */
            name: string;
            /** @description URL of the avatar. */
            avatar?: string;
            /** @description URL of the profile page. */
            link?: string;
            /** @description Role of the user; `default` when left out. */
            role?: string;
            /**
             * Format: int64
             * @description When the user was created; now when left out.
             */
            createdAt?: number;
            /** @description Additional data of the user (at most 5 KB as JSON). */
            metadata?: {
                [key: string]: Json;
            };
            tags?: components["schemas"]["Tags"];
        };
        /** @description The verdict: `pending` in the answer to a submission, then `approved`, or `disapproved` with the rule that disapproved it. */
        ModerationVerdict: {
            /**
             * @description The verdict.
             * @enum {string}
             */
            status: "pending" | "approved" | "disapproved";
            /** @description The rule that disapproved the message. */
            rule?: {
                /** @description Id of the rule. */
                id: string;
                /** @description Name of the rule. */
                name: string;
            };
        };
        /** @description Receivers of copies of the message, besides or instead of `receiver`. */
        MultipleReceivers: {
            /** @description UIDs of receiving users. */
            uids?: string[];
            /** @description GUIDs of receiving groups. */
            guids?: string[];
        };
        /** @description The listed users that are active now; unknown UIDs are left out. */
        NonDeactivatedUids: {
            /** @description UIDs. */
            nonDeactivatedUids: string[];
        };
        /** @description What the real service would have sent one recipient on one channel, or why not. */
        NotificationLog: {
            /** @description The record’s id (24 hex digits as the outbox writes them, growing in write order). */
            _id: string;
            /** @description When the event was processed (ms on the app clock). */
            processingStartedAtMS: number;
            /** @description When processing ended (ms on the app clock). */
            processingEndedAtMS: number;
            /** @description Processing time in ms. */
            totalProcessingTimeInMS: number;
            /** @description The part of the service that wrote it. */
            component: string;
            /**
             * @description How the user would be notified.
             * @enum {string}
             */
            channel: "push" | "email" | "sms";
            /**
             * @description The provider of the channel.
             * @enum {string}
             */
            provider: "fcm" | "apns" | "sendgrid" | "twilio" | "custom";
            /** @description The message or reply. */
            messageId?: number;
            /** @description The reaction added. */
            reactionId?: number;
            /** @description The message’s category. */
            messageCategory?: string;
            /** @description The message’s type. */
            messageType?: string;
            /** @description The event: after_message, message_deleted, message_edited, message_reaction_added, initiated, rejected, cancelled, unanswered, after_group_joined, after_group_left, after_group_members_added, after_group_members_kicked, after_group_members_banned, after_group_members_unbanned, after_scope_changed. */
            trigger: string;
            /** @description When the message was sent (ms on the app clock). */
            messageSentAtMS?: number;
            /** @description Who sent the message (or acted, for a group action). */
            sender?: string;
            /** @description Who reacted. */
            reactionSender?: string;
            /** @description The message’s receiver: a uid or a guid by `receiverType`. */
            receiver?: string;
            /** @description Who is notified of the reaction. */
            reactionReceiver?: string;
            /**
             * @description The receiver’s type.
             * @enum {string}
             */
            receiverType?: "user" | "group";
            /** @description Who is notified, in a group. */
            member?: string;
            /** @description The push token’s platform. */
            tokenType?: string;
            /** @description The push token. */
            pushToken?: string;
            /** @description The FCM or APNs provider of the token. */
            providerId?: string;
            /** @description The request the real service would send the provider. */
            payload?: {
                [key: string]: Json;
            };
            /** @description Whether the provider would be called. */
            notificationTriggered: boolean;
            /** @description Why it would not, when `notificationTriggered` is false: MESSAGES_PREFERENCE, REPLIES_PREFERENCE, MESSAGE_ACTIONS_PREFERENCE, REACTIONS_PREFERENCE, GROUP_ACTIONS_PREFERENCE, DND_PREFERENCE, MUTE_PREFERENCE, SCHEDULE_PREFERENCE, CALL_PREFERENCE, QUOTA_PREFERENCE, MISSING_EMAIL, MISSING_PHNO, INVALID_PUSH_PROVIDER_ID, TIMED_OUT, NOT_FOUND, TWILIO_CREATE_ERROR. */
            reason?: string;
            /** @description Whether the provider accepted it; absent while a custom provider’s delivery is pending. */
            success?: boolean;
        };
        /** @description Where the page is, and how to read the pages around it. */
        NotificationLogsMeta: {
            /** @description The newer logs: the first record of this page. */
            previous?: {
                /**
                 * @description Send back as `affix`.
                 * @enum {string}
                 */
                affix: "prepend";
                /** @description Send back as `logId`. */
                logId: string;
                /** @description The message of that log record, as the real service shows it. */
                messageId?: number;
            };
            /** @description This page. */
            current: {
                /** @description Page size. */
                limit: number;
                /** @description Records on this page. */
                count: number;
            };
            /** @description The older logs: the last record of this page. */
            next?: {
                /**
                 * @description Send back as `affix`.
                 * @enum {string}
                 */
                affix: "append";
                /** @description Send back as `logId`. */
                logId: string;
                /** @description The message of that log record, as the real service shows it. */
                messageId?: number;
            };
        };
        /** @description Where this page stands in time: `updatedAt` is the latest change among its records (their `updatedAt`, or `createdAt` for one never changed), and `affix` is `prepend`, since every record of the page changed at or before it. Present when the page is not empty. */
        PageCursor: {
            /**
             * Format: int64
             * @description The latest change among the records of this page.
             */
            updatedAt: number;
            /**
             * @description The records of this page changed at or before `updatedAt`.
             * @enum {string}
             */
            affix: "prepend";
        };
        /** @description Page-style list metadata, with the change cursor of the page when it is not empty. */
        PaginationCursorMeta: {
            /** @description Position of this page in the whole list. */
            pagination: {
                /** @description Number of items in the whole list. */
                total: number;
                /** @description Number of items on this page. */
                count: number;
                /** @description Page size used. */
                per_page: number;
                /** @description This page number, from 1. */
                current_page: number;
                /** @description Number of pages of the whole list. */
                total_pages: number;
            };
            cursor?: components["schemas"]["PageCursor"];
        };
        /** @description Page-style list metadata. */
        PaginationMeta: {
            /** @description Position of this page in the whole list. */
            pagination: {
                /** @description Number of items in the whole list. */
                total: number;
                /** @description Number of items on this page. */
                count: number;
                /** @description Page size used. */
                per_page: number;
                /** @description This page number, from 1. */
                current_page: number;
                /** @description Number of pages of the whole list. */
                total_pages: number;
            };
        };
        /** @description A permission of the catalogue, with the value in effect. */
        Permission: {
            /** @description The permission key. */
            id: string;
            /**
             * @description Whether it is a role or a scope permission.
             * @enum {string}
             */
            type: "role" | "scope";
            /** @description Title. */
            title: string;
            /** @description Description. */
            description: string;
            /**
             * @description One value, or a list of values.
             * @enum {string}
             */
            dataType: "string" | "stringArray";
            /** @description The values it takes; empty where any role id (or any string) is taken. */
            availableValues: string[];
            /** @description The value where none is set. */
            defaultValue: string | string[];
            /** @description The value in effect: the one set, else the default. */
            value: string | string[];
            /** @description When the catalogue entry was made (epoch seconds). */
            createdAt?: number;
            /** @description When the catalogue entry was changed (epoch seconds). */
            updatedAt?: number;
        };
        /** @description The values set explicitly; the others have their default. */
        PermissionsMap: {
            [key: string]: string | string[];
        };
        /** @description Permission keys and their values. */
        PermissionsRequest: {
            /** @description Key → value; each key is applied on its own. */
            permissions: {
                [key: string]: Json;
            };
        };
        /** @description Per key sent, its result; and `permissions`, the values now set. */
        PermissionsResult: {
            permissions: components["schemas"]["PermissionsMap"];
        } & {
            [key: string]: components["schemas"]["KeyResult"];
        };
        /** @description The values still set. */
        PermissionsUnset: {
            permissions: components["schemas"]["PermissionsMap"];
        };
        /** @description One conversation of the app’s list: exactly one of `uid` and `guid`. */
        PinnedConversationEntry: {
            /** @description A user: each user’s one-to-one conversation with them. */
            uid?: string;
            /** @description A group: its conversation. */
            guid?: string;
        };
        /** @description The message a sent message quotes (included when `quotedMessageId` was sent). */
        QuotedMessage: {
            /** @description Message id (a decimal string, increasing per app). */
            id: string;
            /** @description Client-chosen unique id; present when the sender gave one. */
            muid?: string;
            /** @description `<uid>_user_<uid>` for a one-to-one conversation, `group_<guid>` for a group. */
            conversationId: string;
            /** @description UID of the sender. */
            sender: string;
            /**
             * @description Whether the receiver is a user or a group.
             * @enum {string}
             */
            receiverType: "user" | "group";
            /** @description UID or GUID of the receiver. */
            receiver: string;
            /**
             * @description Category of the message.
             * @enum {string}
             */
            category: "message" | "interactive" | "custom" | "action" | "call";
            /** @description Type within the category (text, image, card, form, groupMember, audio or video for a call, or a custom type). */
            type: string;
            data: components["schemas"]["MessageData"];
            /** @description Tags of the message. */
            tags?: string[];
            /** @description Id of the message a thread reply answers; present on replies only. */
            parentId?: string;
            /** @description Thread replies the reader may see; absent when there are none. */
            replyCount?: number;
            /**
             * Format: int64
             * @description When the message was sent.
             */
            sentAt: number;
            /**
             * Format: int64
             * @description When the message was last edited; present once it was.
             */
            editedAt?: number;
            /** @description UID of who last edited the message (`app_system` for the app). */
            editedBy?: string;
            /**
             * Format: int64
             * @description When the receiver's delivered mark first covered this one-to-one message; absent before, and on group messages.
             */
            deliveredAt?: number;
            /**
             * Format: int64
             * @description When the receiver's read mark first covered this one-to-one message; absent before, and on group messages.
             */
            readAt?: number;
            /**
             * Format: int64
             * @description When the message was deleted; present once it was. A deleted message has no content.
             */
            deletedAt?: number;
            /** @description UID of who deleted the message (`app_system` for the app). */
            deletedBy?: string;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt: number;
            /** @description UID of who pinned the message in its conversation (`app_system` for the app); absent when not pinned. */
            pinnedBy?: string;
            /**
             * Format: int64
             * @description When the message was pinned; absent when not pinned.
             */
            pinnedAt?: number;
            /**
             * Format: int64
             * @description When the acting user saved the message; only in the answer of the save operation.
             */
            savedAt?: number;
        };
        /** @description One reaction of one user on a message. */
        Reaction: {
            /** @description Reaction id (a decimal string, increasing). */
            id: string;
            /** @description Id of the message. */
            messageId: string;
            /** @description The reaction: an emoji or a text such as `:thumbsup:`. */
            reaction: string;
            /** @description UID of the user who reacted. */
            uid: string;
            /**
             * Format: int64
             * @description When the reaction was added.
             */
            reactedAt: number;
            reactedBy: components["schemas"]["User"];
        };
        /** @description Count of one reaction on a message. */
        ReactionAggregate: {
            /** @description The reaction. */
            reaction: string;
            /** @description How many users reacted so. */
            count: number;
            /**
             * @description Present when the acting user reacted so.
             * @enum {boolean}
             */
            reactedByMe?: true;
        };
        /** @description Cursor-style list metadata of reactions. */
        ReactionCursorMeta: {
            /** @description This page. */
            current: {
                /** @description Page size used. */
                limit: number;
                /** @description Number of reactions returned. */
                count: number;
            };
            /** @description Cursor to the reactions after this page; present when the page is not empty. */
            next?: {
                /**
                 * @description Direction to read in with this cursor.
                 * @enum {string}
                 */
                affix: "append";
                /** @description Reaction id to pass as the `id` query parameter. */
                id: string;
            };
            /** @description Cursor to the reactions before this page; present when the page is not empty. */
            previous?: {
                /**
                 * @description Direction to read in with this cursor.
                 * @enum {string}
                 */
                affix: "prepend";
                /** @description Reaction id to pass as the `id` query parameter. */
                id: string;
            };
        };
        /** @description Users to reactivate, at most 1000. */
        ReactivateUsersRequest: {
            /** @description UIDs of the users to reactivate. */
            uidsToActivate: string[];
        };
        /** @description The app’s pinned conversations, in display order. */
        ReplacePinnedConversationsRequest: {
            /** @description The conversations to pin for every user, in display order; at most 5 distinct. Repeated entries are kept once, at their first position; those left out are unpinned; `[]` clears the list. */
            pinnedConversations: components["schemas"]["PinnedConversationEntry"][];
        };
        /** @description Options of a conversation reset. */
        ResetConversationRequest: {
            /**
             * @description Keep the conversation at its position in the user’s conversation list.
             * @default false
             */
            preserveOrder: boolean;
        };
        /** @description Options of a one-to-one conversation reset. */
        ResetUserConversationRequest: {
            /** @description The other user of the conversation; when sent, the uid of the path. */
            conversationWith?: string;
            /** @description Also erase every message of the conversation for good, for both users. */
            deleteMessagesPermanently?: boolean;
            /**
             * @description Keep the conversation at its position in the user’s conversation list.
             * @default false
             */
            preserveOrder: boolean;
        };
        /** @description A feature the role’s users may not use. */
        RestrictedFeature: {
            /** @description Title. */
            title: string;
            /** @description Description. */
            description: string;
            /** @description `u.<key>`. */
            key: string;
            /** @description The path of the operation. */
            path: string;
            /** @description When it was restricted (epoch seconds). */
            createdAt: number;
        };
        /** @description The decision on a blocked message: `{status: approved}`, or `{status, reviewed: true}`. */
        ReviewBlockedRequest: {
            /**
             * @description `approved` makes the message visible to all, `rejected` keeps it hidden.
             * @enum {string}
             */
            status: "approved" | "rejected";
            /**
             * @description Sent by the review form; always true.
             * @enum {boolean}
             */
            reviewed?: true;
        };
        /** @description The decision on a flagged message. */
        ReviewFlaggedRequest: {
            /**
             * @description `approved` keeps it visible, `disapproved` hides it.
             * @enum {string}
             */
            status: "approved" | "disapproved";
        };
        /** @description A blocked message a moderator reviewed. */
        ReviewedBlockedMessage: {
            /** @description Id of the rule. */
            ruleId: string;
            /** @description Name of the rule. */
            ruleName: string;
            /** @description Revision of the rule that matched. */
            revisionId: string;
            condition: components["schemas"]["ModerationCondition"];
            message: components["schemas"]["Message"];
            /** @description Actions taken. */
            action: string[];
            /**
             * Format: int64
             * @description When it was blocked.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt: number;
            /** @description When it was blocked, then the message id: `<seconds>.<id padded to 15 digits>`. */
            blockedAt: string;
            /** @description The review that took the message off its queue. */
            review: {
                /**
                 * @description The final status.
                 * @enum {string}
                 */
                status: "approved" | "disapproved" | "rejected";
                /**
                 * Format: int64
                 * @description When it was reviewed.
                 */
                reviewedAt: number;
            };
            /** @description Id of the app. */
            appId: string;
        };
        /** @description A reviewed message in the shape of the queue it came from, with `review` giving its final status. */
        ReviewedMessage: components["schemas"]["ReviewedBlockedMessage"] | components["schemas"]["FlaggedMessage"];
        /** @description A role of the app. */
        Role: {
            /** @description The role’s identifier. */
            role: string;
            /** @description Friendly name of the role. */
            name: string;
            /** @description Description of the role. */
            description?: string;
            /** @description Additional information about the role. */
            metadata?: {
                [key: string]: Json;
            };
            /** @description Legacy settings: `friendsOnly` acts as the `listUsers.mode` / `sendMessage.mode` permission `friends` where that is not set. */
            settings?: {
                /**
                 * @description Which users the role’s users may list.
                 * @enum {string}
                 */
                listUsers?: "all" | "friendsOnly";
                /**
                 * @description Whom the role’s users may message.
                 * @enum {string}
                 */
                sendMessagesTo?: "all" | "friendsOnly";
            };
            /** @description When the role was created (epoch seconds). */
            createdAt: number;
            /** @description When the role was last changed (epoch seconds). */
            updatedAt?: number;
        };
        /** @description A new role. */
        RoleCreateRequest: {
            /** @description A unique identifier: letters, digits, `-` and `_`, stored lowercased. */
            role: string;
            /** @description Friendly name of the role. */
            name: string;
            /** @description Description of the role. */
            description?: string;
            /** @description Additional information about the role. */
            metadata?: {
                [key: string]: Json;
            };
            /** @description Legacy settings: `friendsOnly` acts as the `listUsers.mode` / `sendMessage.mode` permission `friends` where that is not set. */
            settings?: {
                /**
                 * @description Which users the role’s users may list.
                 * @enum {string}
                 */
                listUsers?: "all" | "friendsOnly";
                /**
                 * @description Whom the role’s users may message.
                 * @enum {string}
                 */
                sendMessagesTo?: "all" | "friendsOnly";
            };
        };
        /** @description What to change: the fields sent replace those stored (settings merge), `unset` removes fields. */
        RoleUpdateRequest: {
            /** @description Friendly name of the role. */
            name?: string;
            /** @description Description of the role. */
            description?: string;
            /** @description Additional information about the role. */
            metadata?: {
                [key: string]: Json;
            };
            /** @description Legacy settings: `friendsOnly` acts as the `listUsers.mode` / `sendMessage.mode` permission `friends` where that is not set. */
            settings?: {
                /**
                 * @description Which users the role’s users may list.
                 * @enum {string}
                 */
                listUsers?: "all" | "friendsOnly";
                /**
                 * @description Whom the role’s users may message.
                 * @enum {string}
                 */
                sendMessagesTo?: "all" | "friendsOnly";
            };
            /** @description Fields to remove. */
            unset?: ("settings" | "description" | "metadata")[];
        };
        /** @description An interactive message of type scheduler. */
        SchedulerBotMessage: {
            /** @description UID of the receiving user or GUID of the receiving group. */
            receiver?: string;
            /**
             * @description Whether `receiver` is a user or a group.
             * @enum {string}
             */
            receiverType?: "user" | "group";
            /** @description Client-chosen unique id of the message, echoed in the answer. */
            muid?: string;
            multipleReceivers?: components["schemas"]["MultipleReceivers"];
            tags?: components["schemas"]["Tags"];
            /**
             * @description Category of the message.
             * @enum {string}
             */
            category: "interactive";
            /**
             * @description Type of the interactive message; it selects the shape of `data`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "scheduler";
            data: components["schemas"]["SchedulerData"];
        };
        /** @description Data of a scheduler message; it may repeat the receiver and muid of the message. */
        SchedulerData: {
            /**
             * @description Repeats the receiverType of the message.
             * @enum {string}
             */
            receiverType?: "user" | "group";
            /** @description Repeats the receiver of the message. */
            receiver?: string;
            /** @description Repeats the muid of the message. */
            muid?: string;
            interactionGoal: components["schemas"]["InteractionGoal"];
            /** @description Whether the sender may interact with the message too. */
            allowSenderInteraction: boolean;
            interactiveData: components["schemas"]["SchedulerInteractiveData"];
        };
        /** @description A meeting to book within weekly availability and a date range. */
        SchedulerInteractiveData: {
            /** @description Title of the meeting. */
            title: string;
            /** @description URL of the host avatar. */
            avatarUrl: string;
            /** @description Minutes kept free between meetings. */
            bufferTime: number;
            /** @description URL of the calendar (ICS) file. */
            icsFileUrl: string;
            availability: components["schemas"]["Availability"];
            /** @description Time zone name of the availability, such as Asia/Kolkata. */
            timezoneCode: string;
            /** @description Length of a meeting in minutes. */
            duration: number;
            scheduleElement: components["schemas"]["ButtonElement"];
            /** @description Text shown once the meeting is booked. */
            goalCompletionText: string;
            /**
             * Format: date
             * @description First bookable day.
             */
            dateRangeStart: string;
            /**
             * Format: date
             * @description Last bookable day; not before dateRangeStart.
             */
            dateRangeEnd: string;
        };
        /** @description The new scope of a member. */
        ScopeChangeRequest: {
            /**
             * @description The new scope; participant when left out.
             * @default participant
             * @enum {string}
             */
            scope: "admin" | "moderator" | "participant";
        };
        /** @description A message a user sends, shaped by its `category`: text and media (`message`) or `custom`. */
        SendMessageRequest: components["schemas"]["UserMessageRequest"] | components["schemas"]["CustomMessageRequest"];
        /** @description A list of options with one choice. */
        SingleSelectElement: {
            /**
             * @description Kind of element. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            elementType: "singleSelect";
            /** @description Id of the element, unique within the message. */
            elementId: string;
            /** @description Label shown with the element. */
            label: string;
            /** @description Whether the user may leave the element empty. */
            optional?: boolean;
            /** @description Value of the option selected at first. */
            defaultValue?: string;
            /** @description Options to choose from. */
            options: components["schemas"]["ElementOption"][];
        };
        /** @description Confirmation of an operation that returns no record. */
        SuccessMessage: {
            /** @description Always true on a 200 answer. */
            success: boolean;
            /** @description Confirmation sentence. */
            message: string;
        };
        /** @description At most 25 tags. */
        Tags: string[];
        /** @description A text field. */
        TextInputElement: {
            /**
             * @description Kind of element. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            elementType: "textInput";
            /** @description Id of the element, unique within the message. */
            elementId: string;
            /** @description Label shown with the element. */
            label: string;
            /** @description Whether the user may leave the element empty. */
            optional?: boolean;
            /** @description Text the field starts with. */
            defaultValue?: string;
            /** @description Number of lines of the field. */
            maxLines?: number;
            /** @description Hint shown while the field is empty. */
            placeholder?: {
                /** @description The hint. */
                text: string;
            };
        };
        /** @description A message with at least one reply the reader may see: the parent, its `replyCount` and its latest reply. */
        Thread: {
            /** @description Message id (a decimal string, increasing per app). */
            id: string;
            /** @description Client-chosen unique id; present when the sender gave one. */
            muid?: string;
            /** @description `<uid>_user_<uid>` for a one-to-one conversation, `group_<guid>` for a group. */
            conversationId: string;
            /** @description UID of the sender. */
            sender: string;
            /**
             * @description Whether the receiver is a user or a group.
             * @enum {string}
             */
            receiverType: "user" | "group";
            /** @description UID or GUID of the receiver. */
            receiver: string;
            /**
             * @description Category of the message.
             * @enum {string}
             */
            category: "message" | "interactive" | "custom" | "action" | "call";
            /** @description Type within the category (text, image, card, form, groupMember, audio or video for a call, or a custom type). */
            type: string;
            data: components["schemas"]["MessageData"];
            /** @description Tags of the message. */
            tags?: string[];
            /** @description Id of the message a thread reply answers; present on replies only. */
            parentId?: string;
            /** @description Thread replies the reader may see; absent when there are none. */
            replyCount: number;
            /**
             * Format: int64
             * @description When the message was sent.
             */
            sentAt: number;
            /**
             * Format: int64
             * @description When the message was last edited; present once it was.
             */
            editedAt?: number;
            /** @description UID of who last edited the message (`app_system` for the app). */
            editedBy?: string;
            /**
             * Format: int64
             * @description When the receiver's delivered mark first covered this one-to-one message; absent before, and on group messages.
             */
            deliveredAt?: number;
            /**
             * Format: int64
             * @description When the receiver's read mark first covered this one-to-one message; absent before, and on group messages.
             */
            readAt?: number;
            /**
             * Format: int64
             * @description When the message was deleted; present once it was. A deleted message has no content.
             */
            deletedAt?: number;
            /** @description UID of who deleted the message (`app_system` for the app). */
            deletedBy?: string;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt: number;
            /** @description UID of who pinned the message in its conversation (`app_system` for the app); absent when not pinned. */
            pinnedBy?: string;
            /**
             * Format: int64
             * @description When the message was pinned; absent when not pinned.
             */
            pinnedAt?: number;
            /**
             * Format: int64
             * @description When the acting user saved the message; only in the answer of the save operation.
             */
            savedAt?: number;
            lastReply: components["schemas"]["Message"];
            /** @description Replies after the acting user’s read mark of the conversation; only with `withUnreadReplyCount`. */
            unreadRepliesCount?: number;
        };
        /** @description Cursor-style list metadata of threads. */
        ThreadCursorMeta: {
            /** @description This page. */
            current: {
                /** @description Page size used. */
                limit: number;
                /** @description Number of threads returned. */
                count: number;
            };
            /** @description Cursor to the threads active after this page; present when the page is not empty. */
            next?: {
                /**
                 * @description Direction to read in with this cursor (the `affix` query parameter).
                 * @enum {string}
                 */
                affix: "append";
                /**
                 * Format: int64
                 * @description The thread activity (`updatedAt`) of the parent at the cursor.
                 */
                updatedAt: number;
                /** @description Id of the parent at the cursor, which breaks ties of `updatedAt` (the `id` query parameter). */
                id: string;
            };
            /** @description Cursor to the threads active before this page; present when the page is not empty. */
            previous?: {
                /**
                 * @description Direction to read in with this cursor (the `affix` query parameter).
                 * @enum {string}
                 */
                affix: "prepend";
                /**
                 * Format: int64
                 * @description The thread activity (`updatedAt`) of the parent at the cursor.
                 */
                updatedAt: number;
                /** @description Id of the parent at the cursor, which breaks ties of `updatedAt` (the `id` query parameter). */
                id: string;
            };
        };
        /** @description A span of hours, as four-digit HHMM strings; `from` is before `to`. */
        TimeRange: {
            /** @description Start, HHMM. */
            from: string;
            /** @description End, HHMM. */
            to: string;
        };
        /** @description Opens a URL. */
        UrlNavigationAction: {
            /**
             * @description Kind of action. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            actionType: "urlNavigation";
            /** @description URL to open. */
            url: string;
        };
        /** @description Usage of the app over `time_range`. */
        UsageMetrics: {
            /** @description The counts. */
            metrics: {
                /** @description Minutes of the audio calls that ended in the range, joined to ended, times their participants. */
                audio_minutes: number;
                /** @description The same for video calls. */
                video_minutes: number;
                /** @description Always 0: the sandbox makes no recordings. */
                recorded_minutes: number;
                /** @description Users (bots and the system user aside) who sent a message in the range or were last active in it. */
                active_users: number;
                /** @description Always 0: the sandbox holds no live connections. */
                concurrent_users: number;
            };
            /** @description The range asked for, in milliseconds. */
            time_range: {
                /** @description Start (epoch ms). */
                fromDate: number;
                /** @description End (epoch ms). */
                toDate: number;
            };
        };
        /** @description A user record as embedded in responses. */
        User: {
            /** @description Unique user identifier. */
            uid: string;
            /** @description Display name. */
            name: string;
            /** @description URL of the avatar. */
            avatar?: string;
            /** @description URL of the profile. */
            link?: string;
            /** @description Additional data of the user. */
            metadata?: {
                [key: string]: Json;
            };
            /**
             * @description Presence.
             * @enum {string}
             */
            status: "offline" | "available";
            /** @description Role of the user. */
            role: string;
            /** @description What the user says about their current status. */
            statusMessage?: string;
            /**
             * Format: int64
             * @description Creation time.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Time of the last change.
             */
            updatedAt?: number;
            /**
             * Format: int64
             * @description Last time the user was online.
             */
            lastActiveAt?: number;
            /**
             * Format: int64
             * @description When the user was deactivated; absent while the user is active.
             */
            deactivatedAt?: number;
            /** @description Tags of the user. */
            tags?: string[];
            /** @description One-to-one conversation id between the acting user and this user. */
            conversationId?: string;
            /** @description Whether the acting user blocked this user. */
            blockedByMe?: boolean;
            /**
             * Format: int64
             * @description When the acting user blocked this user.
             */
            blockedByMeAt?: number;
            /**
             * Format: int64
             * @description When this user was blocked.
             */
            blockedAt?: number;
        };
        /** @description A new user. */
        UserCreateRequest: {
            /** @description Unique identifier: letters, digits, underscore and hyphen; stored lowercased. */
            uid: string;
            /** @description Display name. */
            name: string;
            /** @description URL of the avatar. */
            avatar?: string;
            /** @description URL of the profile page. */
            link?: string;
            /** @description Role of the user; `default` when left out. */
            role?: string;
            /** @description What the user says about their current status. */
            statusMessage?: string;
            /** @description Additional data of the user (at most 5 KB as JSON). */
            metadata?: {
                [key: string]: Json;
            };
            tags?: components["schemas"]["Tags"];
            /** @description Also create an auth token and return it as `authToken`. */
            withAuthToken?: boolean;
        };
        /** @description How to delete the user. */
        UserDeleteRequest: {
            /** @description Erase the user with everything that names them; without it (or false) the user is only deactivated. */
            permanent?: boolean;
        };
        /** @description A user embedded in a message. */
        UserEntity: {
            entity: components["schemas"]["User"];
            /**
             * @description Kind of entity.
             * @enum {string}
             */
            entityType: "user";
        };
        /** @description A text or media message. */
        UserMessageRequest: {
            /** @description UID of the receiving user or GUID of the receiving group. */
            receiver?: string;
            /**
             * @description Whether `receiver` is a user or a group.
             * @enum {string}
             */
            receiverType?: "user" | "group";
            /** @description Client-chosen unique id of the message, echoed in the answer. */
            muid?: string;
            multipleReceivers?: components["schemas"]["MultipleReceivers"];
            tags?: components["schemas"]["Tags"];
            /**
             * @description Category of the message. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            category: "message";
            /**
             * @description Type of the message; text when left out.
             * @enum {string}
             */
            type?: "text" | "image" | "file" | "audio" | "video";
            data?: components["schemas"]["MessageBotMessageData"];
            /** @description Id of a message to quote; the answer then includes `quotedMessage`. */
            quotedMessageId?: string;
            /** @description Id of the message whose thread this message replies in, as POST /messages/{id}/thread (a string or an integer). */
            parentMessageId?: string | number;
        };
        /** @description Changes to a user: the fields sent replace the stored ones, `unset` removes fields. */
        UserUpdateRequest: {
            /** @description Display name. */
            name?: string;
            /** @description URL of the avatar. */
            avatar?: string;
            /** @description URL of the profile page. */
            link?: string;
            /** @description Role of the user. */
            role?: string;
            /** @description What the user says about their current status. */
            statusMessage?: string;
            /** @description Replaces the metadata of the user (at most 5 KB as JSON). */
            metadata?: {
                [key: string]: Json;
            };
            tags?: components["schemas"]["Tags"];
            /** @description Fields to remove: any of avatar, link and metadata; a field cannot be both set and unset. */
            unset?: ("avatar" | "link" | "metadata")[];
        };
    };
    responses: {
        /** @description A gateway in front of the service got no valid answer from it (only when a fault rule or `Prefer` asks for it). */
        BadGateway: {
            headers: {
                "X-Rate-Limit": components["headers"]["RateLimit"];
                "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The service is unavailable; retry after `Retry-After` seconds (only when a fault rule or `Prefer` asks for it). */
        ServiceUnavailable: {
            headers: {
                "X-Rate-Limit": components["headers"]["RateLimit"];
                "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A gateway in front of the service gave up waiting for it (only when a fault rule or `Prefer` asks for it). */
        GatewayTimeout: {
            headers: {
                "X-Rate-Limit": components["headers"]["RateLimit"];
                "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description UID of the user on whose behalf the action is performed; it must name an existing user.
         * @example superhero1
         */
        onBehalfOf: string;
        /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
        prefer: string;
        /**
         * @description Page size, at most 1000.
         * @example 100
         */
        perPage: number;
        /**
         * @description Page number, from 1. A page past the end is empty.
         * @example 1
         */
        page: number;
        /**
         * @description Number of reactions to return.
         * @example 100
         */
        reactionLimit: number;
        /**
         * @description With `id`: `append` returns reactions after that id, `prepend` the nearest ones before it.
         * @example append
         */
        affix: "append" | "prepend";
        /**
         * @description Reaction id to read from, taken from `meta.next` or `meta.previous`.
         * @example 5
         */
        cursorId: string;
        /**
         * @description Only messages whose text contains this, in any case.
         * @example hello
         */
        messageSearchKey: string;
        /** @description Only messages with (true) or without (false) attachments. */
        hasAttachments: boolean;
        /** @description Only media messages of this type. */
        attachmentTypes: "image" | "video" | "audio" | "file";
        /** @description Not supported by the sandbox (it keeps no mentions): 501. */
        hasMentions: boolean;
        /** @description Only messages whose text holds (true) or does not hold (false) an http(s) link. */
        hasLinks: boolean;
        /** @description Not supported by the sandbox (it keeps no mentions): 501. */
        mentionedUids: string;
        /** @description With onBehalfOf: only (true) or all but (false) the messages that user has not read. */
        unread: boolean;
        /** @description With onBehalfOf: only (true) or all but (false) the messages that user received above their delivered mark. Without it: the one-to-one messages their receiver's delivered mark does not cover (no `deliveredAt`). */
        undelivered: boolean;
        /** @description Not supported by the sandbox: 501. */
        messageCount: boolean;
        /** @description With onBehalfOf: leaves out messages from users that user blocked. */
        hideMessagesFromBlockedUsers: boolean;
        /** @description Leaves out thread replies (messages with `parentId`); they are listed by default. */
        hideReplies: boolean;
        /**
         * @description With `id` (or a timestamp): `append` reads the messages after it, oldest first; `prepend` the nearest ones before it. Default `prepend`.
         * @example prepend
         */
        messageAffix: "append" | "prepend";
        /**
         * @description Message id to read from, as in `meta.next` or `meta.previous`.
         * @example 5
         */
        messageCursorId: string;
        /**
         * @description Only messages of this category (message, action, custom, interactive).
         * @example message
         */
        category: string;
        /** @description Only messages of these categories. */
        categories: string[];
        /**
         * @description Only messages of this type (text, image, groupMember, …).
         * @example text
         */
        type: string;
        /** @description Only messages of these types. */
        types: string[];
        /** @description Not supported by the sandbox (it keeps no mentions): 501. */
        myMentionsOnly: boolean;
        /** @description Only messages with (true) or without (false) reactions. */
        hasReactions: boolean;
        /**
         * @description Only messages sent by this UID.
         * @example superhero1
         */
        sender: string;
        /** @description Not supported by the sandbox (it keeps no mentions): 501. */
        mentionsWithBlockedInfo: boolean;
        /** @description Not supported by the sandbox (it keeps no mentions): 501. */
        mentionswithTagInfo: boolean;
        /**
         * @description Messages per page, 100 when left out, at most 1000.
         * @example 100
         */
        messageLimit: number;
        /** @description Only messages sent at or after this time (epoch seconds). */
        fromTimestamp: number;
        /** @description Only messages sent at or before this time (epoch seconds). */
        toTimestamp: number;
        /** @description Includes the tags of each message. */
        messageWithTags: boolean;
        /** @description Only messages with at least one of these tags. */
        messageTags: string[];
        /** @description Leaves the `quotedMessage` of each message out. */
        hideQuotedMessages: boolean;
        /** @description Another name for `limit` on this list. */
        messagePerPage: number;
        /** @description Only messages sent by one of these UIDs. */
        senders: string[];
        /** @description Leaves deleted messages out. */
        hideDeleted: boolean;
        /** @description Only deleted messages. */
        onlyDeleted: boolean;
        /** @description With `affix`: messages sent at or after (`append`, the default here) or at or before (`prepend`) this time. */
        sentAt: number;
        /** @description Only messages sent at or after this time (epoch seconds). */
        sentAtFrom: number;
        /** @description Only messages sent at or before this time (epoch seconds). */
        sentAtTo: number;
        /** @description Only messages edited at or after this time (epoch seconds). */
        editedAtFrom: number;
        /** @description Only messages edited at or before this time (epoch seconds). */
        editedAtTo: number;
        /**
         * @description Only the messages of this conversation.
         * @example group_cometchat-guid-1
         */
        conversationId: string;
        /** @description Where `searchKey` looks: name, uid or both. */
        userSearchIn: ("name" | "uid")[];
        /**
         * @description Only users of these statuses, comma-separated.
         * @example available
         */
        userStatus: string;
        /** @description Asks for the count of users, which `meta.pagination.total` always carries. */
        userCount: boolean;
        /**
         * @description Only users of this role.
         * @example default
         */
        role: string;
        /** @description Only users of one of these roles. */
        roles: string[];
        /** @description Includes the tags of each record. */
        withTags: boolean;
        /** @description Only records with at least one of these tags. */
        tags: string[];
        /** @description Only deactivated users; wins over `withDeactivated`. */
        onlyDeactivated: boolean;
        /** @description Also deactivated users, whom the list leaves out by default. */
        withDeactivated: boolean;
        /** @description Only records created at or after this time (epoch seconds). */
        createdAtFrom: number;
        /** @description Only records created at or before this time (epoch seconds). */
        createdAtTo: number;
        /** @description Only records updated (or created, when never updated) at or after this time (epoch seconds). */
        updatedAtFrom: number;
        /** @description Only records updated (or created, when never updated) at or before this time (epoch seconds). */
        updatedAtTo: number;
        /**
         * @description Only groups whose name or GUID contains this, in any case.
         * @example guid
         */
        groupSearchKey: string;
        /** @description Where `searchKey` looks: name, guid or both. */
        groupSearchIn: ("name" | "guid")[];
        /** @description Sort field; creation order when left out. */
        sortBy: "name" | "guid" | "createdAt";
        /** @description Sort order, ascending by default. */
        sortOrder: "asc" | "desc";
        /** @description With `updatedAt`: groups updated at or after (`append`) or at or before (`prepend`) it. */
        groupAffix: "append" | "prepend";
        /** @description See `affix`. */
        groupUpdatedAt: number;
        /**
         * @description Only groups of this type.
         * @example public
         */
        groupType: "public" | "password" | "private";
        /** @description Only groups of these types. */
        groupTypes: ("public" | "password" | "private")[];
        /** @description Only the group of this GUID. */
        guidFilter: string;
        /** @description Only the groups of these GUIDs. */
        guids: string[];
        /** @description Only groups with at least this many members. */
        membersCountGte: number;
        /** @description Only groups with at most this many members. */
        membersCountLte: number;
        /** @description Only groups with exactly this many members. */
        membersCountEq: number;
        /** @description Only members of this status. */
        memberStatus: "offline" | "available";
        /** @description Only members of these scopes. */
        scopes: ("admin" | "moderator" | "participant")[];
        /** @description Only conversations whose user or group (name, UID or GUID) contains this, in any case. */
        conversationSearchKey: string;
        /** @description Only one-to-one (user) or group conversations. */
        conversationType: "user" | "group";
        /** @description Includes the tags of the user or group of each conversation. */
        withUserAndGroupTags: boolean;
        /** @description Also conversations with users onBehalfOf blocked (left out by default). */
        includeBlockedUsers: boolean;
        /** @description Includes whether onBehalfOf blocked the user of each conversation. */
        withBlockedInfo: boolean;
        /** @description Only one-to-one conversations whose user has one of these tags. */
        userTags: string[];
        /** @description Only group conversations whose group has one of these tags. */
        groupTags: string[];
        /** @description Only conversations with unread messages. */
        conversationUnread: boolean;
        /** @description Leaves out agentic conversations; the sandbox has none. */
        hideAgentic: boolean;
        /** @description Only agentic conversations; the sandbox has none, so the list is empty. */
        onlyAgentic: boolean;
        /** @description Not supported by the sandbox: 501 when 1. */
        useCursoredIndex: 0 | 1;
        /** @description Not supported by the sandbox: 501 when 1. */
        unique: 0 | 1;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Requests allowed in the app's current one-minute window for this operation.
         * @example 20000
         */
        RateLimit: number;
        /**
         * @description Requests left in the current window.
         * @example 19999
         */
        RateLimitRemaining: number;
        /**
         * @description Seconds to wait before retrying.
         * @example 42
         */
        RetryAfter: number;
        /**
         * @description When the current window ends, in epoch seconds.
         * @example 1700300042
         */
        RateLimitReset: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    sendBotMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of the bot that sends the message. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description The message; its `category` (and for interactive messages its `type`) selects the shape. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotMessageRequest"];
            };
        };
        responses: {
            /** @description The created message. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roles. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Role"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The role. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleCreateRequest"];
            };
        };
        responses: {
            /** @description The role. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Role"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The resource already exists. */
            409: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A role to get. */
                role: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Role"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A role to update. */
                role: string;
            };
            cookie?: never;
        };
        /** @description What to change. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleUpdateRequest"];
            };
        };
        responses: {
            /** @description The role. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Role"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A role to delete. */
                role: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Only users whose name or UID contains this, in any case. */
                searchKey?: string;
                /** @description Where `searchKey` looks: name, uid or both. */
                searchIn?: components["parameters"]["userSearchIn"];
                /**
                 * @description Only users of these statuses, comma-separated.
                 * @example available
                 */
                status?: components["parameters"]["userStatus"];
                /** @description Asks for the count of users, which `meta.pagination.total` always carries. */
                count?: components["parameters"]["userCount"];
                /** @description Page size, at most 1000. */
                perPage?: number;
                /**
                 * @description Page number, from 1. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Only users of this role.
                 * @example default
                 */
                role?: components["parameters"]["role"];
                /** @description Includes the tags of each record. */
                withTags?: components["parameters"]["withTags"];
                /** @description Only records with at least one of these tags. */
                tags?: components["parameters"]["tags"];
                /** @description Only users of one of these roles. */
                roles?: components["parameters"]["roles"];
                /** @description Only deactivated users; wins over `withDeactivated`. */
                onlyDeactivated?: components["parameters"]["onlyDeactivated"];
                /** @description Also deactivated users, whom the list leaves out by default. */
                withDeactivated?: components["parameters"]["withDeactivated"];
                /** @description Only records created at or after this time (epoch seconds). */
                "createdAt[from]"?: components["parameters"]["createdAtFrom"];
                /** @description Only records created at or before this time (epoch seconds). */
                "createdAt[to]"?: components["parameters"]["createdAtTo"];
                /** @description Only records updated (or created, when never updated) at or after this time (epoch seconds). */
                "updatedAt[from]"?: components["parameters"]["updatedAtFrom"];
                /** @description Only records updated (or created, when never updated) at or before this time (epoch seconds). */
                "updatedAt[to]"?: components["parameters"]["updatedAtTo"];
            };
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["User"][];
                        meta: components["schemas"]["PaginationMeta"];
                        cursor?: components["schemas"]["PageCursor"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    reactivateUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The users to reactivate. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReactivateUsersRequest"];
            };
        };
        responses: {
            /** @description The users active. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NonDeactivatedUids"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The new user. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreateRequest"];
            };
        };
        responses: {
            /** @description The created user. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedUser"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The resource already exists. */
            409: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deactivateUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The users to deactivate. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeactivateUsersRequest"];
            };
        };
        responses: {
            /** @description The users deactivated. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeactivatedUids"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description The changes. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description Whether to erase the user. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UserDeleteRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listAuthTokens: {
        parameters: {
            query?: {
                /** @description Page size, at most 1000. */
                perPage?: number;
                /**
                 * @description Page number, from 1. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of auth tokens. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["AuthToken"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    createAuthToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description Options; the body may be left out. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AuthTokenCreateRequest"];
            };
        };
        responses: {
            /** @description The auth token. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthToken"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    flushAuthTokens: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAuthToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
                /** @description An auth token of the user `uid`. */
                authToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The auth token. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthToken"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateAuthToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
                /** @description An auth token of the user `uid`. */
                authToken: string;
            };
            cookie?: never;
        };
        /** @description Where the token is used; at least one field. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthTokenUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated auth token. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthToken"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteAuthToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
                /** @description An auth token of the user `uid`. */
                authToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listBlockedUsers: {
        parameters: {
            query?: {
                /**
                 * @description Page size, at most 1000.
                 * @example 100
                 */
                perPage?: components["parameters"]["perPage"];
                /**
                 * @description Page number, from 1. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of blocked users. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["User"][];
                        meta: components["schemas"]["PaginationCursorMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    blockUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description The users to block. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockedUidsRequest"];
            };
        };
        responses: {
            /** @description The outcome per UID. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlockResults"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    unblockUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description The users to unblock. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockedUidsRequest"];
            };
        };
        responses: {
            /** @description The outcome per UID. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlockResults"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listFriends: {
        parameters: {
            query?: {
                /** @description Only users whose name or UID contains this, in any case. */
                searchKey?: string;
                /**
                 * @description Page size, at most 1000.
                 * @example 100
                 */
                perPage?: components["parameters"]["perPage"];
                /**
                 * @description Page number, from 1. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of friends. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["User"][];
                        meta: components["schemas"]["PaginationCursorMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    addFriends: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description The users to make friends of `uid`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FriendsAddRequest"];
            };
        };
        responses: {
            /** @description The outcome per UID. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FriendsAddResults"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    removeFriends: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description The friends to remove. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FriendsRemoveRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listGroups: {
        parameters: {
            query?: {
                /**
                 * @description Only groups whose name or GUID contains this, in any case.
                 * @example guid
                 */
                searchKey?: components["parameters"]["groupSearchKey"];
                /** @description Where `searchKey` looks: name, guid or both. */
                searchIn?: components["parameters"]["groupSearchIn"];
                /** @description Sort field; creation order when left out. */
                sortBy?: components["parameters"]["sortBy"];
                /** @description Sort order, ascending by default. */
                sortOrder?: components["parameters"]["sortOrder"];
                /** @description Page size, at most 1000. */
                perPage?: number;
                /** @description With `updatedAt`: groups updated at or after (`append`) or at or before (`prepend`) it. */
                affix?: components["parameters"]["groupAffix"];
                /** @description See `affix`. */
                updatedAt?: components["parameters"]["groupUpdatedAt"];
                /** @description Includes the tags of each record. */
                withTags?: components["parameters"]["withTags"];
                /** @description Only records with at least one of these tags. */
                tags?: components["parameters"]["tags"];
                /**
                 * @description Only groups of this type.
                 * @example public
                 */
                type?: components["parameters"]["groupType"];
                /** @description Only groups of these types. */
                types?: components["parameters"]["groupTypes"];
                /**
                 * @description Page number, from 1. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
                /** @description With onBehalfOf: only the groups that user has (true) or has not (false) joined. */
                hasJoined?: boolean;
                /** @description Only the group of this GUID. */
                guid?: components["parameters"]["guidFilter"];
                /** @description Only the groups of these GUIDs. */
                guids?: components["parameters"]["guids"];
                /** @description Only records created at or after this time (epoch seconds). */
                "createdAt[from]"?: components["parameters"]["createdAtFrom"];
                /** @description Only records created at or before this time (epoch seconds). */
                "createdAt[to]"?: components["parameters"]["createdAtTo"];
                /** @description Only records updated (or created, when never updated) at or after this time (epoch seconds). */
                "updatedAt[from]"?: components["parameters"]["updatedAtFrom"];
                /** @description Only records updated (or created, when never updated) at or before this time (epoch seconds). */
                "updatedAt[to]"?: components["parameters"]["updatedAtTo"];
                /** @description Only groups with at least this many members. */
                "membersCount[gte]"?: components["parameters"]["membersCountGte"];
                /** @description Only groups with at most this many members. */
                "membersCount[lte]"?: components["parameters"]["membersCountLte"];
                /** @description Only groups with exactly this many members. */
                "membersCount[eq]"?: components["parameters"]["membersCountEq"];
            };
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of groups. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Group"][];
                        meta: components["schemas"]["PaginationCursorMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The new group. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupCreateRequest"];
            };
        };
        responses: {
            /** @description The created group, as seen by the acting user. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedGroup"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The resource already exists. */
            409: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Group"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        /** @description The changes; at least one field. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupUpdateRequest"];
            };
        };
        responses: {
            /** @description The group after the change, as seen by the acting user. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Group"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listGroupMembers: {
        parameters: {
            query?: {
                /** @description Page size, at most 1000. */
                perPage?: number;
                /** @description Only members of this status. */
                status?: components["parameters"]["memberStatus"];
                /**
                 * @description Page number, from 1. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
                /** @description Only members of these scopes. */
                scopes?: components["parameters"]["scopes"];
            };
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["GroupMember"][];
                        meta: components["schemas"]["PaginationMeta"];
                        cursor?: components["schemas"]["PageCursor"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    addGroupMembers: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        /** @description Users per scope, and users to ban. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddMembersRequest"];
            };
        };
        responses: {
            /** @description The outcome per user. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AddMembersResult"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    changeGroupMemberScope: {
        parameters: {
            query?: never;
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description The new scope. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScopeChangeRequest"];
            };
        };
        responses: {
            /** @description The membership after the change. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Membership"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    kickGroupMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listBannedUsers: {
        parameters: {
            query?: {
                /**
                 * @description Page size, at most 1000.
                 * @example 100
                 */
                perPage?: components["parameters"]["perPage"];
                /**
                 * @description Page number, from 1. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
            };
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of banned users. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["User"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    banUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    unbanUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description With onBehalfOf: leaves out messages from users that user blocked. */
                hideMessagesFromBlockedUsers?: components["parameters"]["hideMessagesFromBlockedUsers"];
                /** @description Only messages to users, or to groups. */
                receiverType?: "user" | "group";
                /** @description Only messages sent by one of these UIDs. */
                senders?: components["parameters"]["senders"];
                /** @description Leaves deleted messages out. */
                hideDeleted?: components["parameters"]["hideDeleted"];
                /** @description Only deleted messages. */
                onlyDeleted?: components["parameters"]["onlyDeleted"];
                /** @description With `affix`: messages sent at or after (`append`, the default here) or at or before (`prepend`) this time. */
                sentAt?: components["parameters"]["sentAt"];
                /** @description Only messages sent at or after this time (epoch seconds). */
                "sentAt[from]"?: components["parameters"]["sentAtFrom"];
                /** @description Only messages sent at or before this time (epoch seconds). */
                "sentAt[to]"?: components["parameters"]["sentAtTo"];
                /** @description Only records updated (or created, when never updated) at or after this time (epoch seconds). */
                "updatedAt[from]"?: components["parameters"]["updatedAtFrom"];
                /** @description Only records updated (or created, when never updated) at or before this time (epoch seconds). */
                "updatedAt[to]"?: components["parameters"]["updatedAtTo"];
                /** @description Only messages edited at or after this time (epoch seconds). */
                "editedAt[from]"?: components["parameters"]["editedAtFrom"];
                /** @description Only messages edited at or before this time (epoch seconds). */
                "editedAt[to]"?: components["parameters"]["editedAtTo"];
                /**
                 * @description Only the messages of this conversation.
                 * @example group_cometchat-guid-1
                 */
                conversationId?: components["parameters"]["conversationId"];
                /**
                 * @description Only messages whose text contains this, in any case.
                 * @example hello
                 */
                searchKey?: components["parameters"]["messageSearchKey"];
                /** @description Only messages with (true) or without (false) attachments. */
                hasAttachments?: components["parameters"]["hasAttachments"];
                /** @description Only media messages of this type. */
                attachmentTypes?: components["parameters"]["attachmentTypes"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                hasMentions?: components["parameters"]["hasMentions"];
                /** @description Only messages whose text holds (true) or does not hold (false) an http(s) link. */
                hasLinks?: components["parameters"]["hasLinks"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionedUids?: components["parameters"]["mentionedUids"];
                /** @description With onBehalfOf: only (true) or all but (false) the messages that user has not read. */
                unread?: components["parameters"]["unread"];
                /** @description With onBehalfOf: only (true) or all but (false) the messages that user received above their delivered mark. Without it: the one-to-one messages their receiver's delivered mark does not cover (no `deliveredAt`). */
                undelivered?: components["parameters"]["undelivered"];
                /** @description Not supported by the sandbox: 501. */
                count?: components["parameters"]["messageCount"];
                /** @description Leaves out thread replies (messages with `parentId`); they are listed by default. */
                hideReplies?: components["parameters"]["hideReplies"];
                /**
                 * @description With `id` (or a timestamp): `append` reads the messages after it, oldest first; `prepend` the nearest ones before it. Default `prepend`.
                 * @example prepend
                 */
                affix?: components["parameters"]["messageAffix"];
                /**
                 * @description Message id to read from, as in `meta.next` or `meta.previous`.
                 * @example 5
                 */
                id?: components["parameters"]["messageCursorId"];
                /**
                 * @description Only messages of this category (message, action, custom, interactive).
                 * @example message
                 */
                category?: components["parameters"]["category"];
                /** @description Only messages of these categories. */
                categories?: components["parameters"]["categories"];
                /**
                 * @description Only messages of this type (text, image, groupMember, …).
                 * @example text
                 */
                type?: components["parameters"]["type"];
                /** @description Only messages of these types. */
                types?: components["parameters"]["types"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                myMentionsOnly?: components["parameters"]["myMentionsOnly"];
                /** @description Only messages with (true) or without (false) reactions. */
                hasReactions?: components["parameters"]["hasReactions"];
                /**
                 * @description Only messages sent by this UID.
                 * @example superhero1
                 */
                sender?: components["parameters"]["sender"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionsWithBlockedInfo?: components["parameters"]["mentionsWithBlockedInfo"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionswithTagInfo?: components["parameters"]["mentionswithTagInfo"];
                /** @description Messages per page, 100 when left out, at most 1000. */
                limit?: number;
                /** @description Only messages sent at or after this time (epoch seconds). */
                fromTimestamp?: components["parameters"]["fromTimestamp"];
                /** @description Only messages sent at or before this time (epoch seconds). */
                toTimestamp?: components["parameters"]["toTimestamp"];
                /** @description Includes the tags of each message. */
                withTags?: components["parameters"]["messageWithTags"];
                /** @description Only messages with at least one of these tags. */
                tags?: components["parameters"]["messageTags"];
                /** @description Leaves the `quotedMessage` of each message out. */
                hideQuotedMessages?: components["parameters"]["hideQuotedMessages"];
            };
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Message"][];
                        meta: components["schemas"]["MessageCursorMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A filter the real service has and the sandbox does not honour; `details` names it. */
            501: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The message; its `category` selects the shape. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendMessageRequest"];
            };
        };
        responses: {
            /** @description The created message. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        /** @description What to change. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageUpdateRequest"];
            };
        };
        responses: {
            /** @description The action message of the edit. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageActionMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        /** @description Options; the body may be left out. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MessageDeleteRequest"];
            };
        };
        responses: {
            /** @description The action message of the deletion. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageActionMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listGroupMessages: {
        parameters: {
            query?: {
                /** @description With onBehalfOf: leaves out messages from users that user blocked. */
                hideMessagesFromBlockedUsers?: components["parameters"]["hideMessagesFromBlockedUsers"];
                /**
                 * @description Only messages whose text contains this, in any case.
                 * @example hello
                 */
                searchKey?: components["parameters"]["messageSearchKey"];
                /** @description Only messages with (true) or without (false) attachments. */
                hasAttachments?: components["parameters"]["hasAttachments"];
                /** @description Only media messages of this type. */
                attachmentTypes?: components["parameters"]["attachmentTypes"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                hasMentions?: components["parameters"]["hasMentions"];
                /** @description Only messages whose text holds (true) or does not hold (false) an http(s) link. */
                hasLinks?: components["parameters"]["hasLinks"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionedUids?: components["parameters"]["mentionedUids"];
                /** @description With onBehalfOf: only (true) or all but (false) the messages that user has not read. */
                unread?: components["parameters"]["unread"];
                /** @description With onBehalfOf: only (true) or all but (false) the messages that user received above their delivered mark. Without it: the one-to-one messages their receiver's delivered mark does not cover (no `deliveredAt`). */
                undelivered?: components["parameters"]["undelivered"];
                /** @description Not supported by the sandbox: 501. */
                count?: components["parameters"]["messageCount"];
                /** @description Leaves out thread replies (messages with `parentId`); they are listed by default. */
                hideReplies?: components["parameters"]["hideReplies"];
                /**
                 * @description With `id` (or a timestamp): `append` reads the messages after it, oldest first; `prepend` the nearest ones before it. Default `prepend`.
                 * @example prepend
                 */
                affix?: components["parameters"]["messageAffix"];
                /**
                 * @description Message id to read from, as in `meta.next` or `meta.previous`.
                 * @example 5
                 */
                id?: components["parameters"]["messageCursorId"];
                /**
                 * @description Only messages of this category (message, action, custom, interactive).
                 * @example message
                 */
                category?: components["parameters"]["category"];
                /** @description Only messages of these categories. */
                categories?: components["parameters"]["categories"];
                /**
                 * @description Only messages of this type (text, image, groupMember, …).
                 * @example text
                 */
                type?: components["parameters"]["type"];
                /** @description Only messages of these types. */
                types?: components["parameters"]["types"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                myMentionsOnly?: components["parameters"]["myMentionsOnly"];
                /** @description Only messages with (true) or without (false) reactions. */
                hasReactions?: components["parameters"]["hasReactions"];
                /**
                 * @description Only messages sent by this UID.
                 * @example superhero1
                 */
                sender?: components["parameters"]["sender"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionsWithBlockedInfo?: components["parameters"]["mentionsWithBlockedInfo"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionswithTagInfo?: components["parameters"]["mentionswithTagInfo"];
                /** @description Messages per page, 100 when left out, at most 1000. */
                limit?: number;
                /** @description Only messages sent at or after this time (epoch seconds). */
                fromTimestamp?: components["parameters"]["fromTimestamp"];
                /** @description Only messages sent at or before this time (epoch seconds). */
                toTimestamp?: components["parameters"]["toTimestamp"];
                /** @description Includes the tags of each message. */
                withTags?: components["parameters"]["messageWithTags"];
                /** @description Only messages with at least one of these tags. */
                tags?: components["parameters"]["messageTags"];
                /** @description Leaves the `quotedMessage` of each message out. */
                hideQuotedMessages?: components["parameters"]["hideQuotedMessages"];
            };
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Message"][];
                        meta: components["schemas"]["MessageCursorMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A filter the real service has and the sandbox does not honour; `details` names it. */
            501: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listUserMessages: {
        parameters: {
            query?: {
                /**
                 * @description Only messages whose text contains this, in any case.
                 * @example hello
                 */
                searchKey?: components["parameters"]["messageSearchKey"];
                /** @description Only messages with (true) or without (false) attachments. */
                hasAttachments?: components["parameters"]["hasAttachments"];
                /** @description Only media messages of this type. */
                attachmentTypes?: components["parameters"]["attachmentTypes"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                hasMentions?: components["parameters"]["hasMentions"];
                /** @description Only messages whose text holds (true) or does not hold (false) an http(s) link. */
                hasLinks?: components["parameters"]["hasLinks"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionedUids?: components["parameters"]["mentionedUids"];
                /** @description With onBehalfOf: only (true) or all but (false) the messages that user has not read. */
                unread?: components["parameters"]["unread"];
                /** @description With onBehalfOf: only (true) or all but (false) the messages that user received above their delivered mark. Without it: the one-to-one messages their receiver's delivered mark does not cover (no `deliveredAt`). */
                undelivered?: components["parameters"]["undelivered"];
                /** @description Not supported by the sandbox: 501. */
                count?: components["parameters"]["messageCount"];
                /** @description Leaves out thread replies (messages with `parentId`); they are listed by default. */
                hideReplies?: components["parameters"]["hideReplies"];
                /**
                 * @description With `id` (or a timestamp): `append` reads the messages after it, oldest first; `prepend` the nearest ones before it. Default `prepend`.
                 * @example prepend
                 */
                affix?: components["parameters"]["messageAffix"];
                /**
                 * @description Message id to read from, as in `meta.next` or `meta.previous`.
                 * @example 5
                 */
                id?: components["parameters"]["messageCursorId"];
                /**
                 * @description Only messages of this category (message, action, custom, interactive).
                 * @example message
                 */
                category?: components["parameters"]["category"];
                /** @description Only messages of these categories. */
                categories?: components["parameters"]["categories"];
                /**
                 * @description Only messages of this type (text, image, groupMember, …).
                 * @example text
                 */
                type?: components["parameters"]["type"];
                /** @description Only messages of these types. */
                types?: components["parameters"]["types"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                myMentionsOnly?: components["parameters"]["myMentionsOnly"];
                /** @description Only messages with (true) or without (false) reactions. */
                hasReactions?: components["parameters"]["hasReactions"];
                /**
                 * @description Only messages sent by this UID.
                 * @example superhero1
                 */
                sender?: components["parameters"]["sender"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionsWithBlockedInfo?: components["parameters"]["mentionsWithBlockedInfo"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionswithTagInfo?: components["parameters"]["mentionswithTagInfo"];
                /** @description Messages per page, 100 when left out, at most 1000. */
                limit?: number;
                /** @description Only messages sent at or after this time (epoch seconds). */
                fromTimestamp?: components["parameters"]["fromTimestamp"];
                /** @description Only messages sent at or before this time (epoch seconds). */
                toTimestamp?: components["parameters"]["toTimestamp"];
                /** @description Includes the tags of each message. */
                withTags?: components["parameters"]["messageWithTags"];
                /** @description Only messages with at least one of these tags. */
                tags?: components["parameters"]["messageTags"];
                /** @description Leaves the `quotedMessage` of each message out. */
                hideQuotedMessages?: components["parameters"]["hideQuotedMessages"];
                /** @description Another name for `limit` on this list. */
                perPage?: components["parameters"]["messagePerPage"];
            };
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Message"][];
                        meta: components["schemas"]["MessageCursorMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A filter the real service has and the sandbox does not honour; `details` names it. */
            501: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listThreadMessages: {
        parameters: {
            query?: {
                /**
                 * @description Only messages whose text contains this, in any case.
                 * @example hello
                 */
                searchKey?: components["parameters"]["messageSearchKey"];
                /** @description Only messages with (true) or without (false) attachments. */
                hasAttachments?: components["parameters"]["hasAttachments"];
                /** @description Only media messages of this type. */
                attachmentTypes?: components["parameters"]["attachmentTypes"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                hasMentions?: components["parameters"]["hasMentions"];
                /** @description Only messages whose text holds (true) or does not hold (false) an http(s) link. */
                hasLinks?: components["parameters"]["hasLinks"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionedUids?: components["parameters"]["mentionedUids"];
                /** @description With onBehalfOf: only (true) or all but (false) the messages that user has not read. */
                unread?: components["parameters"]["unread"];
                /** @description With onBehalfOf: only (true) or all but (false) the messages that user received above their delivered mark. Without it: the one-to-one messages their receiver's delivered mark does not cover (no `deliveredAt`). */
                undelivered?: components["parameters"]["undelivered"];
                /** @description Not supported by the sandbox: 501. */
                count?: components["parameters"]["messageCount"];
                /** @description Leaves out thread replies (messages with `parentId`); they are listed by default. */
                hideReplies?: components["parameters"]["hideReplies"];
                /**
                 * @description With `id` (or a timestamp): `append` reads the messages after it, oldest first; `prepend` the nearest ones before it. Default `prepend`.
                 * @example prepend
                 */
                affix?: components["parameters"]["messageAffix"];
                /**
                 * @description Message id to read from, as in `meta.next` or `meta.previous`.
                 * @example 5
                 */
                id?: components["parameters"]["messageCursorId"];
                /**
                 * @description Only messages of this category (message, action, custom, interactive).
                 * @example message
                 */
                category?: components["parameters"]["category"];
                /** @description Only messages of these categories. */
                categories?: components["parameters"]["categories"];
                /**
                 * @description Only messages of this type (text, image, groupMember, …).
                 * @example text
                 */
                type?: components["parameters"]["type"];
                /** @description Only messages of these types. */
                types?: components["parameters"]["types"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                myMentionsOnly?: components["parameters"]["myMentionsOnly"];
                /** @description Only messages with (true) or without (false) reactions. */
                hasReactions?: components["parameters"]["hasReactions"];
                /**
                 * @description Only messages sent by this UID.
                 * @example superhero1
                 */
                sender?: components["parameters"]["sender"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionsWithBlockedInfo?: components["parameters"]["mentionsWithBlockedInfo"];
                /** @description Not supported by the sandbox (it keeps no mentions): 501. */
                mentionswithTagInfo?: components["parameters"]["mentionswithTagInfo"];
                /**
                 * @description Messages per page, 100 when left out, at most 1000.
                 * @example 100
                 */
                limit?: components["parameters"]["messageLimit"];
                /** @description Only messages sent at or after this time (epoch seconds). */
                fromTimestamp?: components["parameters"]["fromTimestamp"];
                /** @description Only messages sent at or before this time (epoch seconds). */
                toTimestamp?: components["parameters"]["toTimestamp"];
                /** @description Includes the tags of each message. */
                withTags?: components["parameters"]["messageWithTags"];
                /** @description Only messages with at least one of these tags. */
                tags?: components["parameters"]["messageTags"];
                /** @description Leaves the `quotedMessage` of each message out. */
                hideQuotedMessages?: components["parameters"]["hideQuotedMessages"];
            };
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of replies. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Message"][];
                        meta: components["schemas"]["MessageCursorMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A filter the real service has and the sandbox does not honour; `details` names it. */
            501: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    sendThreadMessage: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        /** @description The reply; its `category` selects the shape. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendMessageRequest"];
            };
        };
        responses: {
            /** @description The created reply. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    subscribeThread: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subscribed. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The change was made. */
                        data: {
                            /**
                             * @description Success.
                             * @enum {boolean}
                             */
                            success: true;
                        };
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    unsubscribeThread: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not subscribed. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The change was made. */
                        data: {
                            /**
                             * @description Success.
                             * @enum {boolean}
                             */
                            success: true;
                        };
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listThreads: {
        parameters: {
            query?: {
                /** @description Threads per page. */
                limit?: number;
                /** @description Direction to read from the cursor: `append` for later activity, `prepend` for earlier. */
                affix?: "append" | "prepend";
                /** @description The cursor: the thread activity of the parent to read on from. */
                updatedAt?: number;
                /** @description The cursor’s parent id, which breaks ties of `updatedAt`; threads of that very activity are read on from it. */
                id?: string;
                /** @description Only threads the acting user took part in. */
                participatedByMe?: boolean;
                /** @description Adds `unreadRepliesCount` for the acting user. */
                withUnreadReplyCount?: boolean;
                /** @description Not supported (501). */
                withMentionCount?: boolean;
            };
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of threads. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Thread"][];
                        meta: components["schemas"]["ThreadCursorMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A filter the real service has and the sandbox does not honour; `details` names it. */
            501: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listReactionsByEmoji: {
        parameters: {
            query?: {
                /**
                 * @description Number of reactions to return.
                 * @example 100
                 */
                limit?: components["parameters"]["reactionLimit"];
                /**
                 * @description With `id`: `append` returns reactions after that id, `prepend` the nearest ones before it.
                 * @example append
                 */
                affix?: components["parameters"]["affix"];
                /**
                 * @description Reaction id to read from, taken from `meta.next` or `meta.previous`.
                 * @example 5
                 */
                id?: components["parameters"]["cursorId"];
            };
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
                /** @description The reaction, URL-encoded: an emoji or a text such as `:thumbsup:`. */
                reaction: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reactions. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Reaction"][];
                        meta: components["schemas"]["ReactionCursorMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    addReaction: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
                /** @description The reaction, URL-encoded: an emoji or a text such as `:thumbsup:`. */
                reaction: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message with its reactions. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    removeReaction: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
                /** @description The reaction, URL-encoded: an emoji or a text such as `:thumbsup:`. */
                reaction: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message with its reactions. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listReactions: {
        parameters: {
            query?: {
                /** @description Number of reactions to return. */
                limit?: number;
                /**
                 * @description With `id`: `append` returns reactions after that id, `prepend` the nearest ones before it.
                 * @example append
                 */
                affix?: components["parameters"]["affix"];
                /**
                 * @description Reaction id to read from, taken from `meta.next` or `meta.previous`.
                 * @example 5
                 */
                id?: components["parameters"]["cursorId"];
            };
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reactions. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Reaction"][];
                        meta: components["schemas"]["ReactionCursorMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    saveMessage: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message with `savedAt`. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    unsaveMessage: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    markMessageInteracted: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        /** @description The elements interacted with. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkInteractedRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    pinMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description UID of the user on whose behalf the action is performed; it must name an existing user.
                 * @example superhero1
                 */
                onBehalfOf?: components["parameters"]["onBehalfOf"];
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message with `pinnedBy` and `pinnedAt`. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    unpinMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, without `pinnedBy` and `pinnedAt`. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /** @description Only conversations whose user or group (name, UID or GUID) contains this, in any case. */
                searchKey?: components["parameters"]["conversationSearchKey"];
                /** @description Only one-to-one (user) or group conversations. */
                conversationType?: components["parameters"]["conversationType"];
                /** @description Includes the tags of each record. */
                withTags?: components["parameters"]["withTags"];
                /** @description Only records with at least one of these tags. */
                tags?: components["parameters"]["tags"];
                /** @description Includes the tags of the user or group of each conversation. */
                withUserAndGroupTags?: components["parameters"]["withUserAndGroupTags"];
                /** @description Also conversations with users onBehalfOf blocked (left out by default). */
                includeBlockedUsers?: components["parameters"]["includeBlockedUsers"];
                /** @description Includes whether onBehalfOf blocked the user of each conversation. */
                withBlockedInfo?: components["parameters"]["withBlockedInfo"];
                /** @description Only one-to-one conversations whose user has one of these tags. */
                userTags?: components["parameters"]["userTags"];
                /** @description Only group conversations whose group has one of these tags. */
                groupTags?: components["parameters"]["groupTags"];
                /** @description Only conversations with unread messages. */
                unread?: components["parameters"]["conversationUnread"];
                /** @description Page size, at most 1000. */
                perPage?: number;
                /**
                 * @description Page number, from 1. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
                /** @description Leaves out agentic conversations; the sandbox has none. */
                hideAgentic?: components["parameters"]["hideAgentic"];
                /** @description Only agentic conversations; the sandbox has none, so the list is empty. */
                onlyAgentic?: components["parameters"]["onlyAgentic"];
                /** @description Not supported by the sandbox: 501 when 1. */
                useCursoredIndex?: components["parameters"]["useCursoredIndex"];
                /** @description Not supported by the sandbox: 501 when 1. */
                unique?: components["parameters"]["unique"];
            };
            header?: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. */
                onBehalfOf?: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of conversations. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Conversation"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A filter the real service has and the sandbox does not honour; `details` names it. */
            501: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description `<uid>_user_<uid>` or `group_<guid>`. */
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Conversation"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description `<uid>_user_<uid>` or `group_<guid>`. */
                conversationId: string;
            };
            cookie?: never;
        };
        /** @description Options; the body may be left out. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DeleteConversationRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getUserConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Conversation"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateUserConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description The user’s tags of the conversation. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationTagsRequest"];
            };
        };
        responses: {
            /** @description The conversation, with the user’s tags. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Conversation"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    resetUserConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description Options; the body may be left out. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResetUserConversationRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getGroupConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Conversation"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateGroupConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        /** @description The user’s tags of the conversation. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationTagsRequest"];
            };
        };
        responses: {
            /** @description The conversation, with the user’s tags. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Conversation"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    resetGroupConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        /** @description Options; the body may be left out. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResetConversationRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    markConversationRead: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description Options; the body may be left out. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MarkReadRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    markConversationUnread: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description Options; the body may be left out. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MarkUnreadRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    markGroupConversationRead: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        /** @description Options; the body may be left out. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MarkReadRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    markGroupConversationUnread: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        /** @description Options; the body may be left out. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MarkUnreadRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    markConversationDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        /** @description Options; the body may be left out. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MarkDeliveredRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    markGroupConversationDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        /** @description Options; the body may be left out. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MarkDeliveredRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    pinUserConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation and its pin. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConversationPin"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    unpinUserConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description UID of a user. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation, without a pin. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConversationPin"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    pinGroupConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation and its pin. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConversationPin"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    unpinGroupConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation, without a pin. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConversationPin"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listAppPinnedConversations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app’s list. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The app’s pins, in display order. */
                        data: components["schemas"]["ConversationPin"][];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    replaceAppPinnedConversations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The whole list, as it should be. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplacePinnedConversationsRequest"];
            };
        };
        responses: {
            /** @description The app’s new list. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The app’s pins, in display order. */
                        data: components["schemas"]["ConversationPin"][];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listBlockedMessages: {
        parameters: {
            query?: {
                /** @description Number of blocked messages to return, newest first. */
                limit?: number;
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blocked messages. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["BlockedMessage"][];
                        meta: components["schemas"]["BlockedMessagesMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listFlagReasons: {
        parameters: {
            query?: {
                /** @description Number of reasons to return, newest first. */
                limit?: number;
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reasons. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["FlagReason"][];
                        meta: components["schemas"]["BlockedMessagesMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    createFlagReason: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The new reason. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FlagReasonCreateRequest"];
            };
        };
        responses: {
            /** @description The new reason. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FlagReason"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The resource already exists. */
            409: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getFlagReason: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of the reason. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reason. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FlagReason"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateFlagReason: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of the reason. */
                id: string;
            };
            cookie?: never;
        };
        /** @description The new name. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FlagReasonUpdateRequest"];
            };
        };
        responses: {
            /** @description The reason as it is now. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FlagReason"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteFlagReason: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of the reason. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    flagMessage: {
        parameters: {
            query?: never;
            header: {
                /** @description UID of the user on whose behalf the action is performed; it must name an existing user. Required by this operation. */
                onBehalfOf: string;
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        /** @description The reason, and what the user adds. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FlagRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listFlaggedMessages: {
        parameters: {
            query?: {
                /** @description Number of flagged messages to return, newest flag first. */
                limit?: number;
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Flagged messages. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["FlaggedMessage"][];
                        meta: components["schemas"]["BlockedMessagesMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    reviewFlaggedMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        /** @description The decision. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewFlaggedRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    reviewBlockedMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        /** @description The decision. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewBlockedRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listReviewedMessages: {
        parameters: {
            query?: {
                /** @description Number of reviewed messages to return, newest review first. */
                limit?: number;
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reviewed messages. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["ReviewedMessage"][];
                        meta: components["schemas"]["BlockedMessagesMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listRules: {
        parameters: {
            query?: {
                /** @description Number of rules to return, newest first. */
                limit?: number;
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["ModerationRule"][];
                        meta: components["schemas"]["ModerationRulesMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    createRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The rule. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationRuleCreateRequest"];
            };
        };
        responses: {
            /** @description The rule. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ModerationRule"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The resource already exists. */
            409: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description The rule. */
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ModerationRule"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description The rule to replace. */
                ruleId: string;
            };
            cookie?: never;
        };
        /** @description The whole rule. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationRuleReplaceRequest"];
            };
        };
        responses: {
            /** @description The rule. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ModerationRule"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description The rule to delete. */
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listRuleRevisions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description The rule. */
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revisions. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["ModerationRule"][];
                        meta: components["schemas"]["ModerationRulesMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listKeywordLists: {
        parameters: {
            query?: {
                /** @description Number of lists to return, in the order they were created (an app holds at most 25). */
                limit?: number;
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lists. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["KeywordList"][];
                        meta: components["schemas"]["BlockedMessagesMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    createKeywordList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The list. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordListCreateRequest"];
                "multipart/form-data": components["schemas"]["KeywordListForm"];
            };
        };
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeywordList"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The resource already exists. */
            409: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getKeywordList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A list to get. */
                keywordId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeywordList"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateKeywordList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A list to update. */
                keywordId: string;
            };
            cookie?: never;
        };
        /** @description What to change. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordListUpdateRequest"];
                "multipart/form-data": components["schemas"]["KeywordListForm"];
            };
        };
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeywordList"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteKeywordList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A list to delete. */
                keywordId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Only the keys of this scope. */
                scope?: "fullAccess" | "authOnly";
                /** @description Only the keys whose name contains this text, in any case. */
                searchKey?: string;
                /** @description Page size, at most 1000. */
                perPage?: number;
                /**
                 * @description Page number, from 1. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of keys. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["ApiKey"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The new key. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreateRequest"];
            };
        };
        responses: {
            /** @description The new key. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A key of the app. */
                apiKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A key of the app. */
                apiKey: string;
            };
            cookie?: never;
        };
        /** @description What changes. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyUpdateRequest"];
            };
        };
        responses: {
            /** @description The key as it is now. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A key of the app. */
                apiKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    usageMetrics: {
        parameters: {
            query: {
                /** @description Start of the range, in seconds or milliseconds (a value from 100,000,000,000 on is read as milliseconds). Required. */
                fromDate: number;
                /** @description End of the range, in seconds or milliseconds (a value from 100,000,000,000 on is read as milliseconds). Required. */
                toDate: number;
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UsageMetrics"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    messageMetrics: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The buckets. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageMetrics"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listRolePermissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description The role. */
                role: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permissions. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Permission"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    setRolePermissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description The role. */
                role: string;
            };
            cookie?: never;
        };
        /** @description Keys and values. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermissionsRequest"];
            };
        };
        responses: {
            /** @description Per key, its result; and the values now set. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermissionsResult"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    unsetRolePermission: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description The role. */
                role: string;
                /** @description The permission key, such as `listUsers.mode`. */
                permission: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values still set. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermissionsUnset"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listScopePermissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
                /** @description The scope: admin, moderator or participant. */
                scope: "admin" | "moderator" | "participant";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permissions. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["Permission"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    setScopePermissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
                /** @description The scope: admin, moderator or participant. */
                scope: "admin" | "moderator" | "participant";
            };
            cookie?: never;
        };
        /** @description Keys and values. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermissionsRequest"];
            };
        };
        responses: {
            /** @description Per key, its result; and the values now set. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermissionsResult"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    unsetScopePermission: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description GUID of a group. */
                guid: string;
                /** @description The scope: admin, moderator or participant. */
                scope: "admin" | "moderator" | "participant";
                /** @description The permission key, such as `sendMessage`. */
                permission: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values still set. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermissionsUnset"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listRestrictedFeatures: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A role for which features are restricted. */
                role: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restricted features. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["RestrictedFeature"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    restrictFeatures: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A role to which features are to be restricted. */
                role: string;
            };
            cookie?: never;
        };
        /** @description The features. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeaturesRestrictRequest"];
            };
        };
        responses: {
            /** @description Per feature, its result. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeatureResults"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    allowFeatures: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description A role to which features are to be allowed. */
                role: string;
            };
            cookie?: never;
        };
        /** @description The features. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeaturesAllowRequest"];
            };
        };
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listNotificationLogs: {
        parameters: {
            query?: {
                /** @description To filter based on the ID of message or reply. */
                messageId?: number;
                /** @description To filter based on the ID of the reaction added. */
                reactionId?: number;
                /** @description Logs of messages sent at or after this time, in milliseconds. */
                from?: number;
                /** @description Logs of messages sent at or before this time, in milliseconds. */
                to?: number;
                /** @description To filter logs based on the category of the message or reply. */
                messageCategory?: "message" | "interactive";
                /** @description To filter logs based on the type of the message or reply. */
                messageType?: string;
                /** @description The event that triggered the notification. */
                trigger?: "after_message" | "message_deleted" | "message_edited" | "message_reaction_added" | "initiated" | "rejected" | "cancelled" | "unanswered" | "after_group_joined" | "after_group_left" | "after_group_members_added" | "after_group_members_kicked" | "after_group_members_banned" | "after_group_members_unbanned" | "after_scope_changed";
                /** @description To filter based on the sender of the message. This has to be uid. */
                sender?: string;
                /** @description To filter based on the user who reacted on a message. */
                reactionSender?: string;
                /** @description The receiver of a message: a uid or a guid by the receiverType. */
                receiver?: string;
                /** @description To filter based on the receiver’s type. */
                receiverType?: "user" | "group";
                /** @description To filter based on the user who is notified when a reaction is added. */
                reactionReceiver?: string;
                /** @description To filter based on the user who is notified in a given group. */
                member?: string;
                /** @description Push, email or SMS. */
                channel?: "push" | "email" | "sms";
                /** @description fcm, apns or custom for push; sendgrid or custom for email; twilio or custom for SMS. */
                provider?: "fcm" | "apns" | "sendgrid" | "twilio" | "custom";
                /** @description Whether the notification provider would be triggered. */
                notificationTriggered?: boolean;
                /** @description Why the provider would not be triggered. */
                reason?: "MESSAGES_PREFERENCE" | "REPLIES_PREFERENCE" | "MESSAGE_ACTIONS_PREFERENCE" | "REACTIONS_PREFERENCE" | "GROUP_ACTIONS_PREFERENCE" | "DND_PREFERENCE" | "MUTE_PREFERENCE" | "SCHEDULE_PREFERENCE" | "CALL_PREFERENCE" | "QUOTA_PREFERENCE" | "MISSING_EMAIL" | "MISSING_PHNO" | "INVALID_PUSH_PROVIDER_ID" | "TIMED_OUT" | "NOT_FOUND" | "TWILIO_CREATE_ERROR";
                /** @description Whether the provider accepted the request (triggered records only). */
                success?: boolean;
                /** @description With `logId`: `append` reads the older logs, `prepend` the newer ones. */
                affix?: "prepend" | "append";
                /** @description To be used with affix for pagination. */
                logId?: string;
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of logs, newest first. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["NotificationLog"][];
                        meta: components["schemas"]["NotificationLogsMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listModerationMessages: {
        parameters: {
            query?: {
                /**
                 * @description Only messages sent by this UID.
                 * @example superhero1
                 */
                sender?: components["parameters"]["sender"];
                /** @description Only messages to this user. */
                receiverUID?: string;
                /** @description Only messages to this group. */
                receiverGUID?: string;
                /** @description Only messages of this category. */
                category?: "message" | "custom";
                /**
                 * @description Only messages of this type (text, image, groupMember, …).
                 * @example text
                 */
                type?: components["parameters"]["type"];
                /** @description Only messages with this verdict. */
                moderationStatus?: "approved" | "disapproved" | "pending";
                /**
                 * @description With `id` (or a timestamp): `append` reads the messages after it, oldest first; `prepend` the nearest ones before it. Default `prepend`.
                 * @example prepend
                 */
                affix?: components["parameters"]["messageAffix"];
                /**
                 * @description Message id to read from, as in `meta.next` or `meta.previous`.
                 * @example 5
                 */
                id?: components["parameters"]["messageCursorId"];
                /** @description Messages per page, 100 when left out, at most 1000. */
                limit?: number;
            };
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The records. */
                        data: components["schemas"]["ModerationMessage"][];
                        meta: components["schemas"]["MessageCursorMeta"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    createModerationMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The message, and the users or group to create first. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationMessageCreateRequest"];
            };
        };
        responses: {
            /** @description The message, its verdict pending. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ModerationMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getModerationMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ModerationMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateModerationMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        /** @description The new content. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationMessageUpdateRequest"];
            };
        };
        responses: {
            /** @description The message with its new verdict. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ModerationMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is not sent as application/json. */
            415: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteModerationMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`. */
                Prefer?: components["parameters"]["prefer"];
            };
            path: {
                /** @description Id of a message. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmation. */
            200: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            /** @description The request breaks the contract or a rule of the operation; `details` names the fields at fault. */
            400: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key is missing or unknown, or the app id is not valid. */
            401: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key or the acting user may not do this. */
            403: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Something the request names does not exist. */
            404: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The app's rate limit for the current minute is reached. */
            429: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-Rate-Limit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The service failed (only when a fault rule or `Prefer` asks for it). */
            500: {
                headers: {
                    "X-Rate-Limit": components["headers"]["RateLimit"];
                    "X-Rate-Limit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
}
