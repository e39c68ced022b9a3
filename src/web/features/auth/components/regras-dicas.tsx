const DICAS = [
  'Preencha primeiro os dados pessoais: eles identificam você nas inscrições e nos certificados.',
  'Escreva o nome completo com iniciais maiúsculas, como deve sair no certificado (ex.: Maria Aparecida dos Santos), sem usar tudo em maiúsculas.',
  'Confira CPF e e-mail com atenção: você entra com eles e é pelo e-mail que chega o link para trocar a senha.',
  'Crie uma senha com 8 ou mais caracteres misturando letras maiúsculas e minúsculas, números e um símbolo (ex.: Saude#2025).',
  'O registro funcional é só para servidores da Prefeitura. Quem não é servidor deixa em branco e escolhe a unidade “Outros”.',
  'Os dados de perfil podem ficar para depois: eles serão pedidos antes do primeiro uso. Em “Deficiência”, escolha “Não possuo” se for o caso.',
  'Revise tudo e toque em “Cadastrar”. Você já entra na plataforma em seguida.',
];

/** Painel numerado de orientações ao lado (ou acima, no celular) do formulário de cadastro. */
export function RegrasDicas() {
  return (
    <aside aria-labelledby="regras-dicas-titulo" className="rounded-xl bg-escola-50 p-4 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
      <h2 id="regras-dicas-titulo" className="font-semibold text-escola-800 dark:text-escola-100">
        Regras &amp; Dicas para criar sua conta
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5">
        {DICAS.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ol>
    </aside>
  );
}
