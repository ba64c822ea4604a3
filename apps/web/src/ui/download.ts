/** Saves a record (any game's) as a JSON file through the browser's download, named after its game (`<game>-<date>-<time>.json`). */
export function downloadRecord(record: object, game: string): void {
  const blob = new Blob([JSON.stringify(record, null, 1) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${game}-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
