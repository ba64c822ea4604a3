/**
 * What `play` says to a line it cannot read, as one sentence. The engines nest their parse errors
 * (`"xyz" is not a play: "xyz" is not a card: write ...`); the clauses about the whole line fold into
 * `"xyz" is not a card or a command: write ...`, and one about a part becomes `...: "3z" is not a card (write ...)`.
 */
export function notUnderstood(line: string, message: string): string {
  const clause = /^"((?:[^"\\]|\\.)*)" is not (an? [\w ]+?): /;
  let rest = message;
  let kind = 'play';
  for (let m = clause.exec(rest); m !== null && m[1] === line; m = clause.exec(rest)) {
    kind = m[2]!.replace(/^an? /, '');
    rest = rest.slice(m[0].length);
  }
  const part = clause.exec(rest);
  if (part !== null) rest = `${part[0].slice(0, -2)} (${rest.slice(part[0].length)})`;
  const article = /^[aeiou]/.test(kind) ? 'an' : 'a';
  return `${JSON.stringify(line)} is not ${article} ${kind} or a command: ${rest}. Type help for the commands.`;
}
