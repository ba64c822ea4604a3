import type { ReactNode } from 'react';
import { Sources } from './Sources.js';
import type { RulesSectionInfo } from './types.js';

/** A section of a rules page: its heading, its text and examples, and the rule texts it comes from. */
export function RulesSection({ info, title, children }: { info: RulesSectionInfo; title: string; children: ReactNode }) {
  return (
    <section className="rules-section" id={`rules-${info.id}`} data-section={info.id} data-sources={info.sources.join(' ')}>
      <h3>{title}</h3>
      {children}
      <Sources ids={info.sources} />
    </section>
  );
}
