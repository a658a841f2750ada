/**
 * The content rules of an interactive bot message: the interaction goal names elements that exist,
 * element ids are unique, and a scheduler's slots and date range are in order. Every problem found
 * is reported at once, keyed by its dotted path in the body.
 */
import { invalidInteractiveData } from '../contract/error-catalogue.ts';
import type { ErrorDetails } from '../contract/errors.ts';
import type { Json, JsonObject } from '../store/state.ts';
import { asArray, isObject, pick } from './message-body.ts';
import type { BotMessageBody } from './message-body.ts';

interface Element {
  path: string;
  elementId: Json | undefined;
}

const INTERACTIVE = 'data.interactiveData';

/** The elements of the message with their paths; customInteractive data has no element model. */
export function elementsOf(type: string, interactive: JsonObject): Element[] {
  const list = (key: string): Element[] =>
    asArray(interactive[key]).map((item, i) => ({
      path: `${INTERACTIVE}.${key}.${i}`,
      elementId: isObject(item) ? item['elementId'] : undefined,
    }));
  const single = (key: string): Element[] => {
    const item = interactive[key];
    return isObject(item) ? [{ path: `${INTERACTIVE}.${key}`, elementId: item['elementId'] }] : [];
  };
  if (type === 'form') return [...list('formFields'), ...single('submitElement')];
  if (type === 'card') return list('cardActions');
  if (type === 'scheduler') return single('scheduleElement');
  return [];
}

function checkElements(type: string, data: JsonObject, interactive: JsonObject, details: ErrorDetails): void {
  const firstPathById = new Map<string, string>();
  for (const { path, elementId } of elementsOf(type, interactive)) {
    if (typeof elementId !== 'string') continue;
    const first = firstPathById.get(elementId);
    if (first === undefined) firstPathById.set(elementId, path);
    else details[`${path}.elementId`] = [`duplicates the element id of ${first}`];
  }
  if (type === 'customInteractive') return;
  const goal = isObject(data['interactionGoal']) ? data['interactionGoal'] : {};
  asArray(goal['elementIds']).forEach((id, i) => {
    if (typeof id !== 'string' || !firstPathById.has(id)) {
      details[`data.interactionGoal.elementIds.${i}`] = ['does not name an element of the message'];
    }
  });
}

function checkSchedule(interactive: JsonObject, details: ErrorDetails): void {
  const availability = interactive['availability'];
  if (isObject(availability)) {
    for (const [day, slots] of Object.entries(availability)) {
      asArray(slots).forEach((slot, i) => {
        if (!isObject(slot)) return;
        const { from, to } = slot;
        if (typeof from === 'string' && typeof to === 'string' && from >= to) {
          details[`${INTERACTIVE}.availability.${day}.${i}`] = ['from must be earlier than to'];
        }
      });
    }
  }
  const start = interactive['dateRangeStart'];
  const end = interactive['dateRangeEnd'];
  if (typeof start === 'string' && typeof end === 'string' && start > end) {
    details[`${INTERACTIVE}.dateRangeEnd`] = ['must not be earlier than dateRangeStart'];
  }
}

/** Category interactive: returns the type (card when absent) and the data to store. */
export function interactiveContent(body: BotMessageBody): { type: string; data: JsonObject } {
  const type = body.type ?? 'card';
  const data = isObject(body.data) ? body.data : {};
  const interactive = isObject(data['interactiveData']) ? data['interactiveData'] : {};
  const details: ErrorDetails = {};
  checkElements(type, data, interactive, details);
  if (type === 'scheduler') checkSchedule(interactive, details);
  if (Object.keys(details).length > 0) throw invalidInteractiveData(details);
  return {
    type,
    data: pick(data, ['interactionGoal', 'allowSenderInteraction', 'interactiveData', 'metadata']),
  };
}
