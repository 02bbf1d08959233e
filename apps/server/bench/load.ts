import autocannon from 'autocannon';

/**
 * What a browser (and the government app's web view) sends with every request: the load asks
 * for compressed answers as users' clients do, on Vaga and on the bare reference alike.
 */
export const BROWSER_HEADERS: Record<string, string> = { 'accept-encoding': 'br, gzip' };

/**
 * autocannon keeps each answer's body as text (`body += chunk`, for its `expectBody` and
 * `onResponse(status, body)` options, which the bench does not use): a UTF-8 decoding of every
 * byte received, in the load generator's single thread. For compressed answers of 10 KB and more
 * that decoding, not the server, set the rate (the references of all types: 4,900 requests a
 * second with it, 16,800 without, on the same server). The bench's clients skip it; bytes are
 * still counted and every answer is still parsed to its end, on Vaga and on the reference alike.
 */
export function skipBodyText(client: autocannon.Client): void {
  // Not in autocannon's types: the queue of requests in flight on this connection.
  const queue = (client as unknown as { pipelinedRequests: { addBody(data: Buffer): void } })
    .pipelinedRequests;
  queue.addBody = () => {};
}

export interface LoadResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Requests answered in all. */
  total: number;
}

/** Loads one path with autocannon for a fixed time; answers the median rate and latencies. */
export async function loadPath(
  baseUrl: string,
  name: string,
  path: string,
  options: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl + path,
    connections: options.connections,
    duration: options.seconds,
    headers: { ...BROWSER_HEADERS, ...options.headers },
    setupClient: skipBodyText,
  });
  return {
    name,
    path,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** Cycles through `requests` for `seconds` (a process's history, before it is measured). */
export async function mixedLoad(
  baseUrl: string,
  requests: { path: string; headers?: Record<string, string> }[],
  seconds: number,
): Promise<void> {
  await autocannon({
    url: baseUrl,
    connections: 10,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: requests.map(({ path, headers }) => ({
      method: 'GET' as const,
      path,
      headers: { ...BROWSER_HEADERS, ...headers },
    })),
    setupClient: skipBodyText,
  });
}

/** Sequential requests (no queueing): the latency one user sees. Answers p50, p95 and the slowest, in ms. */
export async function sequentialLatency(
  baseUrl: string,
  paths: string[],
  rounds: number,
  headers: Record<string, string> = {},
): Promise<{ p50: number; p95: number; max: number; samples: number; failures: number }> {
  const samples: number[] = [];
  let failures = 0;
  for (let i = 0; i < rounds; i++) {
    const path = paths[i % paths.length];
    const start = performance.now();
    const res = await fetch(baseUrl + path, { headers: { ...BROWSER_HEADERS, ...headers } });
    await res.arrayBuffer();
    samples.push(performance.now() - start);
    if (!res.ok) failures++;
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5), p95: at(0.95), max: at(1), samples: samples.length, failures };
}
