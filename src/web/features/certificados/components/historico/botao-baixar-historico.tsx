import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notificarErro } from '#web/lib/toast.ts';
import { baixarHistorico } from '../../api/baixar-historico.ts';

/**
 * "Baixar histórico de formação": o PDF com os cursos concluídos, as horas por ano e o QR da validação
 * pública. A espera é anunciada (`aria-busy` e o texto do botão); a falha, num aviso.
 */
export function BotaoBaixarHistorico({ variante = 'secundario' }: { variante?: 'primario' | 'secundario' }) {
  const [baixando, setBaixando] = useState(false);
  async function baixar() {
    setBaixando(true);
    try {
      await baixarHistorico();
    } catch (err) {
      notificarErro(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : 'Não foi possível gerar o histórico agora. Tente novamente.');
    } finally {
      setBaixando(false);
    }
  }
  return (
    <Botao variante={variante} carregando={baixando} textoCarregando="Gerando o histórico…" onClick={() => void baixar()}>
      <FileDown aria-hidden="true" className="size-4" />
      Baixar histórico de formação
    </Botao>
  );
}
