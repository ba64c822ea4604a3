import { ruleSource, type RuleSourceId } from '@escoba/cards';
import { useI18n } from '../i18n/I18n.js';

/** Where a rule comes from: each rule text by its id and short name from `RULE_SOURCES`, or "a house rule". */
export function Sources({ ids }: { ids: readonly RuleSourceId[] }) {
  const i18n = useI18n();
  if (ids.length === 0) return <p className="rules-sources house-rule">{i18n.t('rules.houseRule')}</p>;
  return (
    <p className="rules-sources">
      {i18n.t('rules.source')}{' '}
      {ids.map((id, i) => {
        const source = ruleSource(id);
        return (
          <span key={id} className="rules-source" data-source={id} title={source.description}>
            {i > 0 && ', '}
            {id} <cite>{source.name}</cite>
          </span>
        );
      })}
    </p>
  );
}
