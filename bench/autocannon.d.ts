/** Tipos mínimos do autocannon 9 (o pacote não traz .d.ts): só o que o benchmark usa. */
declare module 'autocannon' {
  interface Percentis {
    average: number;
    mean: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface ResultadoAutocannon {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Percentis;
    requests: Percentis & { sent: number };
  }
  export interface OpcoesAutocannon {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /**
     * Sequência de requisições; `setupRequest` monta cada uma na hora de enviar e `onResponse` vê a resposta, com o
     * mesmo `contexto` (um por conexão) dos dois lados.
     */
    requests?: {
      setupRequest?: (req: Record<string, unknown>, contexto: Record<string, unknown>) => Record<string, unknown>;
      onResponse?: (status: number, corpo: string, contexto: Record<string, unknown>) => void;
    }[];
  }
  function autocannon(opts: OpcoesAutocannon): Promise<ResultadoAutocannon>;
  export default autocannon;
}
