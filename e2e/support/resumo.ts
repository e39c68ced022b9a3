/**
 * Reporter que termina a execução com uma linha simples, `N passed, N failed` (o CI lê esta linha).
 * Um erro fora dos testes (preparação global, worker que não sobe) conta como uma falha, para a
 * linha nunca dizer "0 failed" numa execução que falhou.
 */
import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter';

export default class Resumo implements Reporter {
  private raiz: Suite | null = null;
  private errosForaDosTestes = 0;

  onBegin(_config: unknown, suite: Suite): void {
    this.raiz = suite;
  }

  onError(_erro: TestError): void {
    this.errosForaDosTestes++;
  }

  onEnd(resultado: FullResult): void {
    const testes = this.raiz?.allTests() ?? [];
    const passaram = testes.filter((t) => t.outcome() === 'expected' || t.outcome() === 'flaky').length;
    let falharam = testes.filter((t) => t.outcome() === 'unexpected').length;
    const pulados = testes.filter((t) => t.outcome() === 'skipped').length;
    if (resultado.status !== 'passed' && falharam === 0) falharam = Math.max(1, this.errosForaDosTestes);
    process.stdout.write(`\n${passaram} passed, ${falharam} failed${pulados ? `, ${pulados} skipped` : ''}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
