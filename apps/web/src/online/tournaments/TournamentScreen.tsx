import type { Seating } from '@escoba/protocol';
import type { Settings } from '../../settings.js';
import { CreateTournament } from './CreateTournament.js';
import { tournamentHref } from './routes.js';
import { TournamentPage } from './TournamentPage.js';

export interface TournamentScreenProps {
  /** null: the create form. */
  readonly id: string | null;
  readonly settings: Settings;
  readonly onPaired: (seating: Seating) => void;
  readonly onReview: (record: unknown) => void;
}

/** The screen of a tournament route: the create form (`#/tournaments/new`), which opens the new tournament's page, or a tournament's page. */
export function TournamentScreen({ id, settings, onPaired, onReview }: TournamentScreenProps) {
  if (id === null) return <CreateTournament settings={settings} onCreated={(created) => (location.hash = tournamentHref(created))} />;
  return <TournamentPage key={id} id={id} onPaired={onPaired} onReview={onReview} />;
}
