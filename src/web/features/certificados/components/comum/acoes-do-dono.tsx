import { Download, SearchCheck, Share2 } from 'lucide-react';
import type { Certificado } from '#shared/contracts/certificados.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { CLASSE_LINK_SECUNDARIO } from './classes.ts';
import { compartilharLink } from './compartilhar.ts';
import { useBaixarPdf } from './use-baixar-pdf.ts';
import { VALIDAR_CERTIFICADO } from '#web/lib/caminhos.ts';

/**
 * Ações de quem recebeu o certificado: baixar o PDF, compartilhar a validação (folha do aparelho ou
 * link copiado) e conferir a validação pública. O nome acessível de cada botão diz de qual curso é.
 */
export function AcoesDoDono({ certificado: c, idTitulo }: { certificado: Certificado; idTitulo: string }) {
  const { baixando, baixar } = useBaixarPdf();

  async function compartilhar() {
    const r = await compartilharLink({ titulo: `Certificado — ${c.curso}`, texto: `Confira a validade do meu certificado de "${c.curso}".`, url: c.url_validacao });
    if (r === 'copiado') notificarSucesso('Link de validação copiado.');
    else if (r === 'falhou') notificarErro('Não foi possível copiar o link.');
  }

  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Botao onClick={() => void baixar(c)} carregando={baixando === c.id} textoCarregando="Gerando PDF…" aria-describedby={idTitulo}>
        <Download aria-hidden="true" className="size-4" />
        Baixar PDF
      </Botao>
      <Botao variante="secundario" onClick={() => void compartilhar()} aria-describedby={idTitulo}>
        <Share2 aria-hidden="true" className="size-4" />
        Compartilhar validação
      </Botao>
      <Link to={`${VALIDAR_CERTIFICADO}?codigo=${encodeURIComponent(c.codigo)}`} className={CLASSE_LINK_SECUNDARIO} aria-describedby={idTitulo}>
        <SearchCheck aria-hidden="true" className="size-4" />
        Conferir validação
      </Link>
    </div>
  );
}
