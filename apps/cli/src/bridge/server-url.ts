/** The WebSocket URL of a server given as `ws(s)://host[:port][/ws]` or `http(s)://host[:port]`; null when it is neither. */
export function socketUrl(server: string): string | null {
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') url.protocol = url.protocol === 'http:' ? 'ws:' : 'wss:';
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
  if (url.search !== '' || url.username !== '' || url.password !== '') return null;
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/ws';
  return url.toString();
}
