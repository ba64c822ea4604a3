import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { useI18n } from '../i18n/I18n.js';

/** A page's Spanish game words and what each means, in the page's language (keys in lower case). */
export type GlossaryWords = Readonly<Record<string, string>>;

const GlossaryContext = createContext<GlossaryWords>({});

export const GlossaryProvider = ({ words, children }: { words: GlossaryWords; children: ReactNode }) => <GlossaryContext.Provider value={words}>{children}</GlossaryContext.Provider>;

/**
 * A sentence whose `*marked*` words are the game's Spanish terms: each is shown as the real word, in Spanish, with
 * its meaning on hover and for screen readers (`<dfn title>`), so a term is explained where it is used.
 */
export function Rich({ text }: { text: string }) {
  const words = useContext(GlossaryContext);
  const parts = text.split(/\*([^*]+)\*/);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        const meaning = words[part.toLowerCase()];
        return meaning === undefined ? (
          <em key={i}>{part}</em>
        ) : (
          <dfn key={i} lang="es" title={meaning} data-term={part.toLowerCase()}>
            {part}
          </dfn>
        );
      })}
    </>
  );
}

/** The page's Spanish words with their meanings, as a list. */
export function Glossary() {
  const i18n = useI18n();
  const words = useContext(GlossaryContext);
  return (
    <section className="rules-section rules-glossary" id="rules-glossary" data-section="glossary">
      <h3>{i18n.t('rules.glossary')}</h3>
      <dl>
        {Object.entries(words).map(([word, meaning]) => (
          <div key={word}>
            <dt lang="es">{word}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
