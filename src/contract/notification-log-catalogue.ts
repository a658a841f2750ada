/** The values the notification logs hold and filter by (SPEC 20), as the reference's logs operation names them. */
export const LOG_PAGE_SIZE = 20;
export const LOG_ID_PATTERN = '^[0-9a-f]{24}$';
export const LOG_CHANNELS = ['push', 'email', 'sms'] as const;
export const LOG_PROVIDERS = ['fcm', 'apns', 'sendgrid', 'twilio', 'custom'] as const;
export const LOG_TRIGGERS = [
  'after_message',
  'message_deleted',
  'message_edited',
  'message_reaction_added',
  'initiated',
  'rejected',
  'cancelled',
  'unanswered',
  'after_group_joined',
  'after_group_left',
  'after_group_members_added',
  'after_group_members_kicked',
  'after_group_members_banned',
  'after_group_members_unbanned',
  'after_scope_changed',
] as const;
export const LOG_REASONS = [
  'MESSAGES_PREFERENCE',
  'REPLIES_PREFERENCE',
  'MESSAGE_ACTIONS_PREFERENCE',
  'REACTIONS_PREFERENCE',
  'GROUP_ACTIONS_PREFERENCE',
  'DND_PREFERENCE',
  'MUTE_PREFERENCE',
  'SCHEDULE_PREFERENCE',
  'CALL_PREFERENCE',
  'QUOTA_PREFERENCE',
  'MISSING_EMAIL',
  'MISSING_PHNO',
  'INVALID_PUSH_PROVIDER_ID',
  'TIMED_OUT',
  'NOT_FOUND',
  'TWILIO_CREATE_ERROR',
] as const;
