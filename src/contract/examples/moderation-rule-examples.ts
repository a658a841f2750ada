/**
 * The examples of moderation rules: the reference's rule `moderation-test` as its create example sends
 * and answers it, and its second revision, as its revisions example shows them; the fixtures' keyword rule.
 */
import { REVISION_PREFIX } from '../moderation-rule-catalogue.ts';

/** The reference's rule, as its create example sends and answers it. */
export const VIDEO_BODY = {
  id: 'moderation-test',
  name: 'Video Moderation',
  description: 'AI-powered video moderation to detect unsafe content.',
  enabled: true,
  conditions: [
    {
      id: 1,
      isKeywordsReferencePresent: false,
      isMediaPresent: true,
      entity: 'message',
      operand: 'image',
      category: 'word',
      operator: 'contains',
      value: ['violence_greaterThan_30'],
    },
  ],
  action: ['blockMessage'],
};
const MESSAGE = ['Image contains violence with confidence greater than 30'];
export const VIDEO_RULE = {
  ...VIDEO_BODY,
  conditions: [{ ...VIDEO_BODY.conditions[0], message: MESSAGE }],
  active: true,
  createdAt: 1720003247,
  updatedAt: 1720003247,
  revisionId: `${REVISION_PREFIX}_moderation-test_1`,
};
/** The reference's second revision of it: a word that blocks, instead of the image formula. */
export const PARIS_BODY = {
  name: 'Video Moderation',
  description: 'AI-powered video moderation to detect unsafe content.',
  enabled: true,
  conditions: [
    {
      id: 1,
      isKeywordsReferencePresent: false,
      isMediaPresent: false,
      entity: 'message',
      operand: 'text',
      category: 'word',
      operator: 'equals',
      value: ['paris'],
    },
  ],
  action: ['blockMessage'],
};
export const PARIS_RULE = {
  id: 'moderation-test',
  ...PARIS_BODY,
  active: true,
  createdAt: 1720003247,
  updatedAt: 1720011905,
  revisionId: `${REVISION_PREFIX}_moderation-test_2`,
};
export const KEYWORD_FILTER = {
  id: 'keyword-filter',
  name: 'Keyword Filter',
  description: 'Blocks text messages with a word of its list.',
  enabled: true,
  conditions: [
    {
      id: 1,
      isKeywordsReferencePresent: false,
      isMediaPresent: false,
      entity: 'message',
      operand: 'text',
      category: 'word',
      operator: 'contains',
      value: ['badword', 'spam'],
      message: ['Text contains a blocked keyword'],
    },
  ],
  action: ['blockMessage'],
  active: true,
  createdAt: 1629869270,
  updatedAt: 1629869270,
  revisionId: `${REVISION_PREFIX}_keyword-filter_3`,
  default: true,
};
