/**
 * The JSON Schemas of the moderation collections of a snapshot (moderation-records.ts), closed to
 * unknown properties like every record's.
 */
import {
  bool,
  collection,
  decimalId,
  int,
  nonEmpty,
  object,
  record,
  str,
  strings,
  uid,
} from './snapshot-schema-parts.ts';

const condition = record({
  id: { type: 'integer' },
  isKeywordsReferencePresent: bool,
  isMediaPresent: bool,
  entity: str,
  operand: str,
  category: str,
  operator: str,
  value: strings(),
  message: strings(),
  weight: { type: 'integer' },
});

const review = record({ status: { enum: ['approved', 'disapproved', 'rejected'] }, reviewedAt: int });

const filter = record({
  type: { enum: ['sender', 'receiver'] },
  entity: { enum: ['user', 'group'] },
  operand: str,
  operator: str,
  value: strings(),
});

const ruleRevision = record(
  {
    revision: int,
    name: str,
    description: str,
    enabled: bool,
    conditions: collection(condition),
    actions: strings(),
    filters: collection(filter),
    updatedAt: int,
  },
  ['description', 'filters'],
);

export const moderationSchemas = {
  moderationRules: collection(
    record(
      {
        id: nonEmpty,
        name: str,
        enabled: bool,
        revision: int,
        conditions: collection(condition),
        actions: strings(),
        description: str,
        filters: collection(filter),
        createdAt: int,
        updatedAt: int,
        default: bool,
        history: collection(ruleRevision),
      },
      ['description', 'filters', 'createdAt', 'updatedAt', 'default', 'history'],
    ),
  ),
  blockedMessages: collection(
    record(
      {
        ruleId: nonEmpty,
        ruleName: str,
        revisionId: str,
        condition,
        messageId: decimalId,
        action: strings(),
        createdAt: int,
        updatedAt: int,
        review,
        standalone: { enum: [true] },
      },
      ['review', 'standalone'],
    ),
  ),
  moderationMessages: collection(
    record(
      {
        id: decimalId,
        muid: str,
        conversationId: nonEmpty,
        sender: uid,
        receiverType: { enum: ['user', 'group'] },
        receiver: nonEmpty,
        category: { enum: ['message', 'custom'] },
        type: nonEmpty,
        data: object,
        tags: strings(),
        sentAt: int,
        updatedAt: int,
        editedAt: int,
        editedBy: uid,
      },
      ['muid', 'tags', 'editedAt', 'editedBy'],
    ),
  ),
  keywordLists: collection(
    record(
      {
        id: nonEmpty,
        name: str,
        description: str,
        category: { enum: ['word', 'pattern', 'sentence-similarity'] },
        searchTerms: strings(),
        disallowedSentences: strings(),
        isCSV: bool,
        revision: int,
        createdAt: int,
        updatedAt: int,
      },
      ['description', 'searchTerms', 'disallowedSentences'],
    ),
  ),
  flaggedMessages: collection(
    record(
      {
        messageId: decimalId,
        flags: collection(
          record(
            { uid: nonEmpty, ruleId: nonEmpty, reasonId: str, reasonName: str, remark: str, flaggedAt: int },
            ['uid', 'ruleId', 'reasonId', 'reasonName', 'remark'],
          ),
        ),
        flaggedAt: int,
        review,
      },
      ['review'],
    ),
  ),
  flagReasons: collection(
    record({ id: nonEmpty, name: str, description: str, default: bool, createdAt: int, updatedAt: int }, [
      'description',
    ]),
  ),
  moderationReviews: collection(
    record({ messageId: decimalId, origin: { enum: ['blocked', 'flagged'] }, reviewedAt: int }),
  ),
};
