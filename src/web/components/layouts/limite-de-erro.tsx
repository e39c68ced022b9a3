import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Muda a cada página: um erro numa página não prende as próximas. */
  chave?: string;
  /** O que mostrar no lugar; padrão: a tela "Ocorreu um erro inesperado" com "Recarregar". */
  alternativa?: ReactNode;
}

interface Estado {
  erro: unknown;
  chave: string | undefined;
}

function TelaDeErro() {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-escola-800 dark:text-escola-100">Ocorreu um erro inesperado</h1>
      <p className="text-slate-700 dark:text-slate-300">Tente recarregar a página. Se o problema persistir, avise o suporte.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-escola-700 px-5 font-semibold text-white hover:bg-escola-800"
      >
        Recarregar
      </button>
    </div>
  );
}

/**
 * Limite de erro das rotas (SPEC §2.7): um erro de renderização — ou a falha ao baixar o pedaço de
 * uma página depois de um deploy novo — mostra a tela de erro em vez de uma página em branco.
 */
export class LimiteDeErro extends Component<Props, Estado> {
  override state: Estado = { erro: null, chave: this.props.chave };

  static getDerivedStateFromError(erro: unknown): Partial<Estado> {
    return { erro: erro ?? new Error('erro desconhecido') };
  }

  static getDerivedStateFromProps(props: Props, estado: Estado): Partial<Estado> | null {
    return props.chave !== estado.chave ? { erro: null, chave: props.chave } : null;
  }

  override componentDidCatch(erro: unknown, info: ErrorInfo): void {
    console.error('Erro de renderização', erro, info.componentStack);
  }

  override render() {
    if (this.state.erro) return this.props.alternativa === undefined ? <TelaDeErro /> : this.props.alternativa;
    return this.props.children;
  }
}
