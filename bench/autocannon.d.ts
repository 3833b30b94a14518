// The part of autocannon's API bench/api.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram { average: number; total: number; p50: number; p99: number }
  interface Result { requests: Histogram; latency: Histogram; throughput: Histogram; '2xx': number; non2xx: number; errors: number; timeouts: number }
  /** A request as autocannon builds it; setupRequest returns it changed for each send. */
  interface RawRequest { method?: string; path?: string; headers?: Record<string, string>; body?: string | undefined }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Array<RawRequest & { setupRequest?: (request: RawRequest) => RawRequest }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
