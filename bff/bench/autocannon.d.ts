/** The part of autocannon 9's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Context = Record<string, unknown>;

  export type RequestSpec = {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: RequestSpec, context: Context) => RequestSpec | null;
    onResponse?: (status: number, body: string, context: Context) => void;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
  };

  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number };

  export type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export default function autocannon(options: Options): Promise<Result>;
}
