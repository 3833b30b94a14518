/**
 * The issue 11 §5 attack against a running server: N (default 8) parallel
 * /vxql queries of 398 aliased `videos(first: 100)`, while /healthz is polled
 * one request after the other. Prints each attack's status and time and the
 * /healthz latency before and during the attack. Works against any version
 * of the server (the token is an anonymous guest's).
 * --aliases=9 sends the heaviest query the limits let through instead (cost 9 x 101).
 * Run: node --import tsx bench/graphql-limits.ts [http://localhost:8080] [--parallel=8] [--aliases=398]
 */
// A module (no imports): top-level await.
export {};

const base = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'http://localhost:8080').replace(/\/+$/, '');
const option = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const parallel = option('parallel', 8);
const aliasCount = option('aliases', 398);

const aliases = Array.from({ length: aliasCount }, (_, i) => `a${i}: videos(first: 100) { total items { id } }`).join(' ');
const ATTACK = `{ ${aliases} }`;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

const health = () => timed(async () => (await fetch(`${base}/healthz`)).status);
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
  return `${samples.length} requests, median ${at(0.5)} ms, max ${at(1)} ms`;
};

const session = (await (await fetch(`${base}/rest/v1/guest/session`)).json()) as { data: { accessToken: string } };
const token = session.data.accessToken;

const idle: number[] = [];
for (let i = 0; i < 10; i++) idle.push((await health()).ms);
console.log(`/healthz idle: ${summary(idle)}`);

let attacking = true;
const attacks = Promise.all(Array.from({ length: parallel }, () => timed(async () => {
  const res = await fetch(`${base}/vxql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: ATTACK }),
  });
  const body = (await res.json()) as { code?: string };
  return `${res.status}${body.code ? ` ${body.code}` : ''}`;
}))).finally(() => { attacking = false; });

const during: number[] = [];
// At least one sample, even when the attacks are refused faster than one /healthz round trip.
do during.push((await health()).ms); while (attacking);
const results = await attacks;
console.log(`${parallel} parallel ${aliasCount}-alias queries: ${results.map((r) => `${r.value} in ${r.ms.toFixed(0)} ms`).join(', ')}`);
console.log(`/healthz during the attack: ${summary(during)}`);
