/** How long a revocation source (a distribution point, an OCSP responder) may take to answer. */
const TIMEOUT_MS = 10_000;

export class FetchFailedError extends Error {}

/**
 * The body of an HTTP answer, refused when the request fails, the status is not 200, or the body grows
 * past `maxBytes` (a list or an answer larger than any CA publishes is not read into memory).
 */
export async function fetchBytes(url: string, maxBytes: number, init: RequestInit = {}): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new FetchFailedError(`${url}: ${(error as Error).message}`);
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    throw new FetchFailedError(`${url}: HTTP ${response.status}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new FetchFailedError(`${url}: larger than ${maxBytes} bytes`);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error instanceof FetchFailedError ? error : new FetchFailedError(`${url}: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks);
}
