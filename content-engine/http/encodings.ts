/** Encodings an Accept-Encoding header allows (q > 0), lower-cased. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The body variant for an Accept-Encoding header: brotli, then gzip, then identity. */
export function pickEncoding(
  entry: { body: string | Buffer; br?: Buffer; gzip?: Buffer },
  acceptEncoding: string | undefined,
): { encoding?: 'br' | 'gzip'; payload: string | Buffer } {
  const accepted = acceptedEncodings(acceptEncoding);
  if (entry.br && accepted.has('br')) return { encoding: 'br', payload: entry.br };
  if (entry.gzip && accepted.has('gzip')) return { encoding: 'gzip', payload: entry.gzip };
  return { payload: entry.body };
}
