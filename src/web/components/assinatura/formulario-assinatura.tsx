import { Eraser, PenLine, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FuncaoAssinaturaSchema, FUNCAO_MAX, type MinhaAssinatura } from '#shared/contracts/assinaturas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useRemoverAssinatura } from './api/remover-assinatura.ts';
import { useSalvarAssinatura } from './api/salvar-assinatura.ts';
import { EnviarImagem } from './enviar-imagem.tsx';
import { QuadroAssinatura, type QuadroAssinaturaHandle } from './quadro-assinatura.tsx';

type Modo = 'desenhar' | 'enviar';

const mensagemDe = (err: unknown) => (err instanceof Error && err.message ? err.message : 'Não foi possível salvar agora. Tente novamente.');

function BotaoModo({ ativo, aoEscolher, children }: { ativo: boolean; aoEscolher: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={ativo}
      onClick={aoEscolher}
      className={`inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors ${
        ativo ? 'bg-white text-escola-800 shadow-sm dark:bg-slate-700 dark:text-white' : 'text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-700/60'
      }`}
    >
      {children}
    </button>
  );
}

/** Pergunta antes de remover (dentro do próprio modal), com o foco em "Manter assinatura". */
function ConfirmarRemocao({ aoConfirmar, aoDesistir, removendo }: { aoConfirmar: () => void; aoDesistir: () => void; removendo: boolean }) {
  const caixa = useRef<HTMLDivElement>(null);
  const idTexto = useId();
  useEffect(() => caixa.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  return (
    <div ref={caixa} role="group" aria-labelledby={idTexto} className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <p id={idTexto} className="text-sm">
        Remover sua assinatura? Documentos já emitidos não mudam; os próximos saem sem ela até você salvar outra.
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Botao variante="secundario" onClick={aoDesistir}>
          Manter assinatura
        </Botao>
        <Botao variante="perigo" onClick={aoConfirmar} carregando={removendo} textoCarregando="Removendo…">
          Sim, remover
        </Botao>
      </div>
    </div>
  );
}

interface Props {
  atual: MinhaAssinatura;
  aoSalvar: (nova: MinhaAssinatura) => void;
  aoCancelar: () => void;
}

/**
 * O conteúdo do modal "Minha assinatura": a assinatura atual, os dois jeitos de fazer a nova
 * (desenhar ou enviar imagem), a função e as ações. Sem imagem nova, salvar muda só a função.
 */
export function FormularioAssinatura({ atual, aoSalvar, aoCancelar }: Props) {
  const [modo, setModo] = useState<Modo>('desenhar');
  const [desenhoVazio, setDesenhoVazio] = useState(true);
  const [enviada, setEnviada] = useState<string | null>(null);
  const [funcao, setFuncao] = useState(atual.funcao ?? '');
  const [erroFuncao, setErroFuncao] = useState<string | undefined>();
  const [erro, setErro] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const quadro = useRef<QuadroAssinaturaHandle>(null);
  const campoFuncao = useRef<HTMLInputElement>(null);
  const acoes = useRef<HTMLDivElement>(null);
  const idAjudaQuadro = useId();
  const salvar = useSalvarAssinatura();
  const remover = useRemoverAssinatura();

  async function enviar(e: FormEvent) {
    e.preventDefault();
    setErro(null);
    const f = FuncaoAssinaturaSchema.safeParse(funcao);
    setErroFuncao(f.success ? undefined : f.error.issues[0]?.message);
    if (!f.success) return campoFuncao.current?.focus();
    const imagem = modo === 'desenhar' ? (desenhoVazio ? null : quadro.current?.exportar() ?? null) : enviada;
    if (modo === 'desenhar' && !desenhoVazio && !imagem) return setErro('Não foi possível ler o desenho neste navegador. Use “Enviar imagem”.');
    if (!imagem && !atual.tem_assinatura) return setErro(modo === 'desenhar' ? 'Faça a assinatura antes de salvar.' : 'Escolha uma imagem antes de salvar.');
    try {
      const nova = await salvar.mutateAsync({ ...(imagem ? { imagem } : {}), funcao: f.data });
      notificarSucesso('Assinatura salva.');
      aoSalvar(nova);
    } catch (err) {
      setErro(mensagemDe(err));
    }
  }

  // o aviso "faça a assinatura" some assim que há uma
  function aoMudarDesenho(vazio: boolean) {
    setDesenhoVazio(vazio);
    if (!vazio) setErro(null);
  }

  function aoPrepararImagem(png: string | null) {
    setEnviada(png);
    if (png) setErro(null);
  }

  function desistirDeRemover() {
    setConfirmando(false);
    // o botão "Remover assinatura" volta: o foco também
    requestAnimationFrame(() => acoes.current?.querySelector<HTMLButtonElement>('[data-remover]')?.focus());
  }

  async function confirmarRemocao() {
    setErro(null);
    try {
      await remover.mutateAsync();
      notificarSucesso('Assinatura removida.');
      aoCancelar();
    } catch (err) {
      setConfirmando(false);
      setErro(mensagemDe(err));
    }
  }

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="space-y-4">
      {atual.tem_assinatura && (
        <figure className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <figcaption className="text-sm font-medium text-slate-800 dark:text-slate-200">Assinatura atual</figcaption>
          {atual.imagem ? (
            <img src={atual.imagem} alt="Sua assinatura atual" className="mt-2 h-20 max-w-full rounded bg-white object-contain p-1" />
          ) : (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">A imagem não pôde ser exibida. Salve a assinatura de novo.</p>
          )}
        </figure>
      )}

      <div className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800" role="group" aria-label="Como fazer a assinatura">
        <BotaoModo ativo={modo === 'desenhar'} aoEscolher={() => setModo('desenhar')}>
          <PenLine aria-hidden="true" className="size-4" />
          Desenhar
        </BotaoModo>
        <BotaoModo ativo={modo === 'enviar'} aoEscolher={() => setModo('enviar')}>
          <Upload aria-hidden="true" className="size-4" />
          Enviar imagem
        </BotaoModo>
      </div>

      {/* escondido, não desmontado: trocar de aba não apaga o desenho */}
      <div hidden={modo !== 'desenhar'} className="space-y-2">
        <QuadroAssinatura ref={quadro} aoMudar={aoMudarDesenho} idDescricao={idAjudaQuadro} />
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p id={idAjudaQuadro} className="min-w-0 flex-1 text-xs text-slate-600 dark:text-slate-400">
            Desenhe dentro do quadro. Pelo teclado não dá para desenhar: use “Enviar imagem”.
            {atual.tem_assinatura && ' Deixe em branco para manter a assinatura atual.'}
          </p>
          <Botao variante="secundario" onClick={() => quadro.current?.limpar()} disabled={desenhoVazio}>
            <Eraser aria-hidden="true" className="size-4" />
            Limpar
          </Botao>
        </div>
      </div>
      {modo === 'enviar' && <EnviarImagem imagem={enviada} aoPreparar={aoPrepararImagem} />}

      <Campo
        ref={campoFuncao}
        rotulo="Função (aparece abaixo da assinatura)"
        value={funcao}
        onChange={(e) => setFuncao(e.target.value)}
        maxLength={FUNCAO_MAX}
        autoComplete="organization-title"
        erro={erroFuncao}
        dica="Opcional. Ex.: Chefe da Escola da Saúde."
      />

      <AlertaErro mensagem={erro} />
      {confirmando && <ConfirmarRemocao aoConfirmar={() => void confirmarRemocao()} aoDesistir={desistirDeRemover} removendo={remover.isPending} />}

      <div ref={acoes} className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        {atual.tem_assinatura && !confirmando && (
          <Botao data-remover variante="fantasma" className="text-red-700 sm:mr-auto dark:text-red-300" onClick={() => setConfirmando(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remover assinatura
          </Botao>
        )}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Botao variante="secundario" onClick={aoCancelar}>
            Cancelar
          </Botao>
          <Botao type="submit" carregando={salvar.isPending} textoCarregando="Salvando…">
            Salvar assinatura
          </Botao>
        </div>
      </div>
    </form>
  );
}
