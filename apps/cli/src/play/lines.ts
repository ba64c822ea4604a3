/**
 * The lines of a stream of text chunks (UTF-8 bytes or strings), without their line ends (`\n` or `\r\n`);
 * a last line without a newline is yielded too. Stopping early (break) closes the stream.
 */
export async function* readLines(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of chunks) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      yield line.endsWith('\r') ? line.slice(0, -1) : line;
    }
  }
  buffer += decoder.decode();
  if (buffer !== '') yield buffer.endsWith('\r') ? buffer.slice(0, -1) : buffer;
}
