import type { CardChoices } from './choices.js';
import type { I18n } from '../../i18n/translator.js';

/** The reason a choice is not allowed, in the person's language, from the engine's error code. */
export function reasonText(i18n: I18n, choices: CardChoices): string | null {
  const p = choices.layProblem;
  if (!p) return null;
  if (p.code === 'MustTake') return i18n.t('reason.MustTake', { card: i18n.card(choices.card) });
  if (p.code === 'MustCapture') return i18n.t('reason.MustCapture', { card: i18n.card(choices.card) });
  return i18n.t('reason.other', { message: p.message });
}

/**
 * The prompt for the selected hand card: its sets (with several, how to pick one by clicking, or tapping on a touch
 * screen, and with the keyboard: "← → to choose a set, Enter to take"), the one set it takes, or laying it and why
 * it may not.
 */
export function choicePrompt(i18n: I18n, choices: CardChoices, touch: boolean): string {
  const card = i18n.card(choices.card);
  if (choices.takes.length > 1) return `${i18n.t(touch ? 'chooseSet.touch' : 'chooseSet', { card })} ${i18n.t('setKeys')}`;
  if (choices.takes.length === 1) return i18n.t(touch ? 'oneSet.touch' : 'oneSet', { card, cards: i18n.cards(choices.takes[0]!.take) });
  if (choices.lay) return i18n.t('noTake', { card });
  return reasonText(i18n, choices) ?? '';
}
