import { useState } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { baixarMeusDados } from '../api/baixar-meus-dados.ts';

/** "Baixar meus dados": exportação dos dados pessoais (direito de acesso da LGPD). */
export function BotaoBaixarDados() {
  const [baixando, setBaixando] = useState(false);
  async function baixar() {
    setBaixando(true);
    try {
      await baixarMeusDados();
      notificarSucesso('Seus dados foram baixados.');
    } catch (err) {
      notificarErro(err instanceof Error ? err.message : 'Não foi possível baixar seus dados.');
    } finally {
      setBaixando(false);
    }
  }
  return (
    <Botao variante="secundario" onClick={() => void baixar()} carregando={baixando} textoCarregando="Baixando…">
      Baixar meus dados
    </Botao>
  );
}
