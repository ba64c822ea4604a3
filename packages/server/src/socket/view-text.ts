/**
 * A game view's JSON text, byte for byte what `JSON.stringify` gives, reusing what was written before for the
 * deeply frozen elements of its top-level arrays: the hand's events and plays, which the engine's views share from
 * one version to the next and between seats (`packages/engine`, `view.ts`). Without it the whole hand's history
 * was serialised again at every move, for every seat. A frozen object cannot change, so its text cannot either.
 */
const texts = new WeakMap<object, string>();

/** The text of an array written so far: its elements, `text` (`[` and the elements, no `]`), where each element's text ends. */
interface ArrayText {
  readonly elements: unknown[];
  text: string;
  readonly ends: number[];
}

/** The longest array written so far whose elements are all deeply frozen, by its first element. */
const arrays = new WeakMap<object, ArrayText>();

function deeplyFrozen(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return true;
  if (!Object.isFrozen(x)) return false;
  for (const v of Object.values(x)) if (!deeplyFrozen(v)) return false;
  return true;
}

const hasToJSON = (x: object): boolean => typeof (x as { toJSON?: unknown }).toJSON === 'function';

/** The text of a deeply frozen object, written once; undefined for anything else. */
function frozenText(x: unknown): string | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  let text = texts.get(x);
  if (text === undefined) {
    if (!deeplyFrozen(x) || hasToJSON(x)) return undefined;
    texts.set(x, (text = JSON.stringify(x)));
  }
  return text;
}

/** `JSON.stringify(value)` of an array whose elements are deeply frozen objects (the same prefix written once); undefined for any other array. */
function sharedArrayText(value: readonly unknown[]): string | undefined {
  const first = value[0];
  if (typeof first !== 'object' || first === null || !Object.isFrozen(first) || hasToJSON(value)) return undefined;
  let entry = arrays.get(first);
  let same = 0;
  if (entry) {
    const max = Math.min(entry.elements.length, value.length);
    while (same < max && entry.elements[same] === value[same]) same++;
    if (same === value.length) return entry.text.slice(0, entry.ends[same - 1]) + ']';
  }
  const added: string[] = [];
  for (let i = same; i < value.length; i++) {
    const text = frozenText(value[i]);
    if (text === undefined) return undefined;
    added.push(text);
  }
  if (!entry || same < entry.elements.length) {
    // Another array with the same first element (or none yet): it starts from the prefix both share.
    entry = { elements: value.slice(0, same), text: same > 0 ? entry!.text.slice(0, entry!.ends[same - 1]) : '[', ends: entry ? entry.ends.slice(0, same) : [] };
    arrays.set(first, entry);
  }
  for (let i = 0; i < added.length; i++) {
    entry.text += (entry.elements.length === 0 ? '' : ',') + added[i]!;
    entry.elements.push(value[same + i]);
    entry.ends.push(entry.text.length);
  }
  return entry.text + ']';
}

function valueText(value: unknown): string | undefined {
  if (Array.isArray(value) && value.length > 0) {
    const shared = sharedArrayText(value);
    if (shared !== undefined) return shared;
  }
  return JSON.stringify(value);
}

const keyTexts = new Map<string, string>();
const keyText = (key: string): string => keyTexts.get(key) ?? (keyTexts.size < 1000 ? keyTexts.set(key, JSON.stringify(key)).get(key)! : JSON.stringify(key));

/** `JSON.stringify(view)`, reusing the texts of the deeply frozen elements of its top-level arrays. */
export function viewText(view: object): string {
  if (Array.isArray(view) || hasToJSON(view)) return JSON.stringify(view);
  let out = '{';
  let first = true;
  for (const key of Object.keys(view)) {
    const text = valueText((view as Record<string, unknown>)[key]);
    // As in JSON.stringify: a property with no JSON form (undefined, a function) is left out.
    if (text === undefined) continue;
    out += (first ? '' : ',') + keyText(key) + ':' + text;
    first = false;
  }
  return out + '}';
}
