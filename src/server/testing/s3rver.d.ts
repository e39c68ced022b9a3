/** O pedaço do `s3rver` (sem tipos próprios) que os testes usam: um servidor S3 em memória de disco. */
declare module 's3rver' {
  interface OpcoesS3rver {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(opcoes?: OpcoesS3rver);
    run(): Promise<{ address: string; family: string; port: number }>;
    close(): Promise<void>;
  }
}
