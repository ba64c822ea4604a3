import { useI18n } from '../../i18n/I18n.js';
import type { SeatLastPlay } from '../../table/legible.js';
import { CardImage } from '../../ui/CardButton.js';

/** A seat's last play of the hand (or what it took at the deal), in a line that keeps its height when empty. */
export function LastPlay({ seat, play }: { seat: number; play: SeatLastPlay | undefined }) {
  const i18n = useI18n();
  if (!play) return <p className="last-play empty" data-testid={`last-play-${seat}`} />;
  let text: string;
  if (play.card === null) text = i18n.t('lastPlay.deal', { cards: i18n.cards(play.took) });
  else if (play.claim) text = i18n.t('claimRenuncio', { card: i18n.card(play.card), cards: i18n.cards(play.took) });
  else if (play.took.length === 0) text = i18n.t('lastPlay.lay', { card: i18n.card(play.card) });
  else text = i18n.t('lastPlay.take', { card: i18n.card(play.card), cards: i18n.cards(play.took) });
  const escobas = play.escobas === 1 ? i18n.t('escoba') : i18n.t('lastPlay.escobas', { n: play.escobas });
  if (play.escobas > 0) text += ` ${escobas}`;
  return (
    <p className="last-play" data-testid={`last-play-${seat}`} title={text}>
      <span className="sr-only">{text}</span>
      <span className="last-play-cards" aria-hidden="true">
        {play.card !== null && <CardImage card={play.card} label="" className="mini" />}
        {play.took.length > 0 && <span className="last-play-arrow">{play.card !== null ? '→' : '◆'}</span>}
        {play.took.map((c) => (
          <CardImage key={c} card={c} label="" className="mini" />
        ))}
        {play.escobas > 0 && <span className="last-play-escoba">{escobas}</span>}
      </span>
    </p>
  );
}
