// bin/escoba-server.js: the operator's commands, or the server. Each loads only its own modules: a command does not
// load the whole server, which took three times the CPU of the command itself (docs/performance.md, unit20).
const [command] = process.argv.slice(2);
// `escoba-server import-sqlite FILE`: copies a SQLite game log into ESCOBA_DATABASE_URL, then exits.
if (command === 'import-sqlite') {
  const { importSqliteCommand } = await import('./import-command.js');
  process.exit(await importSqliteCommand(process.argv.slice(3), process.env));
}
// `escoba-server accounts …` / `addresses …`: the operator's commands on accounts and banned addresses (docs/deploy.md).
if (command === 'accounts' || command === 'addresses') {
  const { operatorCommand } = await import('./accounts/operator-command.js');
  process.exit(await operatorCommand(process.argv.slice(2), process.env));
}
// `escoba-server reports list [--open]` / `reports close ID`: the players' reports (safety22, docs/deploy.md).
if (command === 'reports') {
  const { reportCommand } = await import('./safety/report-command.js');
  process.exit(await reportCommand(process.argv.slice(3), process.env));
}
await import('./serve.js');
