import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';

/** The tables a game offers online, by id (`2`, `4p`: their names are the `table.<id>` messages), one to pick. */
export function TableChoice({ ids, picked, onPick }: { readonly ids: readonly string[]; readonly picked: string; readonly onPick: (id: string) => void }) {
  const i18n = useI18n();
  return (
    <fieldset>
      <legend>{i18n.t('table.label')}</legend>
      <div className="choices">
        {ids.map((id) => (
          <label key={id} className="choice">
            <input type="radio" name="online-table" value={id} checked={picked === id} onChange={() => onPick(id)} data-testid={`online-table-${id}`} />
            {i18n.t(`table.${id}` as MessageKey)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
