/** Mensagem de erro vinda do servidor, anunciada na hora (ex.: "Você não pode remover o seu próprio perfil de administrador."). */
export function AlertaErro({ mensagem }: { mensagem: string | null | undefined }) {
  if (!mensagem) return null;
  return (
    <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      {mensagem}
    </p>
  );
}
