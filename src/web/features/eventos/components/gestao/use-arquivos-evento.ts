import { useEffect, useState } from 'react';
import type { EventoDetalhe } from '#shared/contracts/eventos.ts';
import { ARQUIVOS_EVENTO } from '#shared/rules/eventos.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { enviarFolder } from '../../api/enviar-folder.ts';
import { enviarProgramacao } from '../../api/enviar-programacao.ts';
import { removerFolder } from '../../api/remover-folder.ts';
import { removerProgramacao } from '../../api/remover-programacao.ts';
import { reduzirImagem } from './reduzir-imagem.ts';

export type Folder = { tipo: 'atual'; url: string } | { tipo: 'novo'; imagem: Blob; nome: string; previa: string } | { tipo: 'nenhum' };
export type Programacao = { tipo: 'atual'; url: string; nome: string; tamanho: number } | { tipo: 'novo'; arquivo: File } | { tipo: 'nenhum' };

const TIPOS_FOLDER = ['image/png', 'image/jpeg'];
const MB = 1024 * 1024;
export const tamanhoLegivel = (bytes: number) =>
  bytes >= MB ? `${formatarNumero(Math.round((bytes / MB) * 10) / 10)} MB` : `${formatarNumero(Math.max(1, Math.round(bytes / 1024)))} KB`;

const previa = (b: Blob) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(b) : '');

/**
 * Folder e programação escolhidos no editor. Os arquivos só sobem depois que o evento é salvo (o
 * envio precisa do id): `enviar(id)` troca ou remove o que mudou e devolve as falhas, em português.
 */
export function useArquivosEvento(evento: EventoDetalhe | null) {
  const [folder, setFolder] = useState<Folder>(evento?.folder ? { tipo: 'atual', url: evento.folder.url } : { tipo: 'nenhum' });
  const [programacao, setProgramacao] = useState<Programacao>(evento?.programacao ? { tipo: 'atual', ...evento.programacao } : { tipo: 'nenhum' });
  const [erros, setErros] = useState<{ folder?: string; programacao?: string }>({});
  const [aviso, setAviso] = useState('');
  const [preparando, setPreparando] = useState(false);
  const urlPrevia = folder.tipo === 'novo' ? folder.previa : '';
  useEffect(() => () => void (urlPrevia && URL.revokeObjectURL(urlPrevia)), [urlPrevia]);

  async function escolherFolder(arquivo: File) {
    setErros((e) => ({ ...e, folder: undefined }));
    if (!TIPOS_FOLDER.includes(arquivo.type)) return setErros((e) => ({ ...e, folder: 'O folder deve ser uma imagem PNG ou JPG.' }));
    setPreparando(true);
    const imagem = await reduzirImagem(arquivo).finally(() => setPreparando(false));
    if (imagem.size > ARQUIVOS_EVENTO.folder.maxBytes) {
      return setErros((e) => ({ ...e, folder: `O folder pode ter no máximo 2 MB (esta imagem tem ${tamanhoLegivel(imagem.size)}).` }));
    }
    setFolder({ tipo: 'novo', imagem, nome: arquivo.name, previa: previa(imagem) });
    setAviso(imagem === arquivo ? `Folder "${arquivo.name}" pronto para envio.` : `Folder reduzido de ${tamanhoLegivel(arquivo.size)} para ${tamanhoLegivel(imagem.size)}.`);
  }

  function escolherProgramacao(arquivo: File) {
    setErros((e) => ({ ...e, programacao: undefined }));
    if (arquivo.type !== 'application/pdf' && !/\.pdf$/i.test(arquivo.name)) return setErros((e) => ({ ...e, programacao: 'A programação deve ser um arquivo PDF.' }));
    if (arquivo.size > ARQUIVOS_EVENTO.programacao.maxBytes) {
      return setErros((e) => ({ ...e, programacao: `O PDF pode ter no máximo 15 MB (este tem ${tamanhoLegivel(arquivo.size)}).` }));
    }
    setProgramacao({ tipo: 'novo', arquivo });
    setAviso(`Programação "${arquivo.name}" pronta para envio.`);
  }

  async function enviar(id: number): Promise<string[]> {
    const falhas: string[] = [];
    const tentar = (p: Promise<unknown>, descricao: string) => p.catch((err: unknown) => void falhas.push(`${descricao}: ${err instanceof Error ? err.message.replace(/\.$/, '') : 'erro inesperado'}`));
    if (folder.tipo === 'novo') await tentar(enviarFolder(id, folder.imagem), 'o folder não foi enviado');
    else if (folder.tipo === 'nenhum' && evento?.folder) await tentar(removerFolder(id), 'o folder não foi removido');
    if (programacao.tipo === 'novo') await tentar(enviarProgramacao(id, programacao.arquivo), 'a programação não foi enviada');
    else if (programacao.tipo === 'nenhum' && evento?.programacao) await tentar(removerProgramacao(id), 'a programação não foi removida');
    return falhas;
  }

  return {
    folder,
    programacao,
    erros,
    aviso,
    preparando,
    escolherFolder,
    escolherProgramacao,
    removerFolder: () => (setFolder({ tipo: 'nenhum' }), setAviso('Folder removido. A remoção vale quando o evento for salvo.')),
    removerProgramacao: () => (setProgramacao({ tipo: 'nenhum' }), setAviso('Programação removida. A remoção vale quando o evento for salvo.')),
    /** Há troca ou remoção pendente de envio. */
    mudou: folder.tipo === 'novo' || programacao.tipo === 'novo' || (folder.tipo === 'nenhum' && Boolean(evento?.folder)) || (programacao.tipo === 'nenhum' && Boolean(evento?.programacao)),
    enviar,
  };
}
export type ArquivosEvento = ReturnType<typeof useArquivosEvento>;
