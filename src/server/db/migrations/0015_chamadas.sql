CREATE TABLE "chamada_criterios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chamada_criterios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chamada_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"ordem" smallint NOT NULL,
	"titulo" text NOT NULL,
	"escala_min" smallint NOT NULL,
	"escala_max" smallint NOT NULL,
	"peso" numeric(5, 2) DEFAULT 1 NOT NULL,
	CONSTRAINT "chamada_criterios_id_chamada_tipo_uq" UNIQUE("id","chamada_id","tipo"),
	CONSTRAINT "chamada_criterios_tipo" CHECK ("chamada_criterios"."tipo" in ('escrita', 'oral')),
	CONSTRAINT "chamada_criterios_titulo" CHECK (char_length("chamada_criterios"."titulo") between 1 and 200),
	CONSTRAINT "chamada_criterios_escala" CHECK ("chamada_criterios"."escala_min" >= 0 and "chamada_criterios"."escala_max" <= 100 and "chamada_criterios"."escala_min" < "chamada_criterios"."escala_max"),
	CONSTRAINT "chamada_criterios_peso" CHECK ("chamada_criterios"."peso" > 0 and "chamada_criterios"."peso" <= 100)
);
--> statement-breakpoint
CREATE TABLE "chamada_linhas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chamada_linhas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chamada_id" integer NOT NULL,
	"ordem" smallint NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	CONSTRAINT "chamada_linhas_id_chamada_uq" UNIQUE("id","chamada_id"),
	CONSTRAINT "chamada_linhas_codigo" CHECK (char_length("chamada_linhas"."codigo") between 1 and 50),
	CONSTRAINT "chamada_linhas_nome" CHECK (char_length("chamada_linhas"."nome") between 1 and 200),
	CONSTRAINT "chamada_linhas_descricao" CHECK (char_length("chamada_linhas"."descricao") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "chamada_modelos" (
	"chamada_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"hash_sha256" text NOT NULL,
	"enviado_por" integer,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chamada_modelos_chamada_id_tipo_pk" PRIMARY KEY("chamada_id","tipo"),
	CONSTRAINT "chamada_modelos_tipo" CHECK ("chamada_modelos"."tipo" in ('banner', 'slides')),
	CONSTRAINT "chamada_modelos_nome" CHECK (char_length("chamada_modelos"."nome_arquivo") between 1 and 200),
	CONSTRAINT "chamada_modelos_tamanho" CHECK ("chamada_modelos"."tamanho" > 0),
	CONSTRAINT "chamada_modelos_hash" CHECK ("chamada_modelos"."hash_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "chamadas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chamadas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"descricao_markdown" text DEFAULT '' NOT NULL,
	"periodo_experiencia_inicio" text NOT NULL,
	"periodo_experiencia_fim" text NOT NULL,
	"prazo_final" timestamp NOT NULL,
	"aceita_poster" boolean DEFAULT true NOT NULL,
	"max_coautores" smallint DEFAULT 10 NOT NULL,
	"limite_titulo" smallint NOT NULL,
	"limite_introducao" smallint NOT NULL,
	"limite_objetivos" smallint NOT NULL,
	"limite_metodo" smallint NOT NULL,
	"limite_resultados" smallint NOT NULL,
	"limite_consideracoes" smallint NOT NULL,
	"limite_bibliografia" smallint NOT NULL,
	"criterios_outros" text DEFAULT '' NOT NULL,
	"oral_outros" text DEFAULT '' NOT NULL,
	"premiacao_texto" text DEFAULT '' NOT NULL,
	"disposicoes_finais_texto" text DEFAULT '' NOT NULL,
	"avaliadores_por_trabalho" smallint DEFAULT 2 NOT NULL,
	"limiar_divergencia" numeric(4, 2) DEFAULT 3 NOT NULL,
	"terceiro_automatico" boolean DEFAULT false NOT NULL,
	"conflito_unidade" boolean DEFAULT false NOT NULL,
	"lances_inicio" timestamp,
	"lances_fim" timestamp,
	"prazo_avaliacao" timestamp,
	"publicado" boolean DEFAULT false NOT NULL,
	"encerrada_em" timestamp with time zone,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chamadas_titulo" CHECK (char_length("chamadas"."titulo") between 1 and 200),
	CONSTRAINT "chamadas_descricao" CHECK (char_length("chamadas"."descricao_markdown") <= 50000),
	CONSTRAINT "chamadas_periodo" CHECK ("chamadas"."periodo_experiencia_inicio" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and "chamadas"."periodo_experiencia_fim" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and "chamadas"."periodo_experiencia_inicio" <= "chamadas"."periodo_experiencia_fim"),
	CONSTRAINT "chamadas_coautores" CHECK ("chamadas"."max_coautores" between 0 and 50),
	CONSTRAINT "chamadas_limite_titulo" CHECK ("chamadas"."limite_titulo" between 20 and 300),
	CONSTRAINT "chamadas_limites_textos" CHECK (least("chamadas"."limite_introducao", "chamadas"."limite_objetivos", "chamadas"."limite_metodo", "chamadas"."limite_resultados", "chamadas"."limite_consideracoes", "chamadas"."limite_bibliografia") >= 100
        and greatest("chamadas"."limite_introducao", "chamadas"."limite_objetivos", "chamadas"."limite_metodo", "chamadas"."limite_resultados", "chamadas"."limite_consideracoes", "chamadas"."limite_bibliografia") <= 10000),
	CONSTRAINT "chamadas_textos" CHECK (char_length("chamadas"."criterios_outros") <= 20000 and char_length("chamadas"."oral_outros") <= 20000
        and char_length("chamadas"."premiacao_texto") <= 20000 and char_length("chamadas"."disposicoes_finais_texto") <= 30000),
	CONSTRAINT "chamadas_avaliadores" CHECK ("chamadas"."avaliadores_por_trabalho" between 1 and 10),
	CONSTRAINT "chamadas_limiar" CHECK ("chamadas"."limiar_divergencia" between 0.5 and 10),
	CONSTRAINT "chamadas_lances" CHECK (("chamadas"."lances_inicio" is null) = ("chamadas"."lances_fim" is null) and ("chamadas"."lances_fim" is null or "chamadas"."lances_fim" > "chamadas"."lances_inicio")),
	CONSTRAINT "chamadas_encerrada_publicada" CHECK ("chamadas"."encerrada_em" is null or "chamadas"."publicado")
);
--> statement-breakpoint
CREATE TABLE "submissao_coautores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submissao_coautores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submissao_id" integer NOT NULL,
	"ordem" smallint NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"unidade_id" integer,
	"papel" text DEFAULT 'coautor' NOT NULL,
	"cpf" text,
	"usuario_id" integer,
	CONSTRAINT "submissao_coautores_nome" CHECK (char_length("submissao_coautores"."nome") between 1 and 150),
	CONSTRAINT "submissao_coautores_email" CHECK (char_length("submissao_coautores"."email") between 3 and 120 and "submissao_coautores"."email" = lower("submissao_coautores"."email")),
	CONSTRAINT "submissao_coautores_papel" CHECK ("submissao_coautores"."papel" in ('coautor', 'orientador')),
	CONSTRAINT "submissao_coautores_cpf" CHECK ("submissao_coautores"."cpf" is null or "submissao_coautores"."cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "submissao_posteres" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submissao_posteres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submissao_id" integer NOT NULL,
	"chave" text NOT NULL,
	"nome_original" text NOT NULL,
	"tipo" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"hash_sha256" text NOT NULL,
	"enviado_por" integer,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"substituido_em" timestamp with time zone,
	CONSTRAINT "submissao_posteres_tipo" CHECK ("submissao_posteres"."tipo" in ('png', 'jpeg', 'webp', 'pdf', 'ppt', 'pptx')),
	CONSTRAINT "submissao_posteres_nome" CHECK (char_length("submissao_posteres"."nome_original") between 1 and 200),
	CONSTRAINT "submissao_posteres_tamanho" CHECK ("submissao_posteres"."tamanho" between 1 and 31457280),
	CONSTRAINT "submissao_posteres_hash" CHECK ("submissao_posteres"."hash_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "submissoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submissoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chamada_id" integer NOT NULL,
	"autor_id" integer NOT NULL,
	"titulo" text DEFAULT '' NOT NULL,
	"inicio_experiencia" text,
	"linha_id" integer,
	"introducao" text DEFAULT '' NOT NULL,
	"objetivos" text DEFAULT '' NOT NULL,
	"metodo" text DEFAULT '' NOT NULL,
	"resultados" text DEFAULT '' NOT NULL,
	"consideracoes" text DEFAULT '' NOT NULL,
	"bibliografia" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"submetida_em" timestamp with time zone,
	"retirada_em" timestamp with time zone,
	"nota_escrita" numeric(6, 3),
	"nota_oral" numeric(6, 3),
	"nota_final" numeric(6, 3),
	"divergente" boolean DEFAULT false NOT NULL,
	"decisao" text,
	"motivo_decisao" text,
	"decidida_em" timestamp with time zone,
	"decidida_por" integer,
	"resultado_liberado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissoes_id_chamada_uq" UNIQUE("id","chamada_id"),
	CONSTRAINT "submissoes_status" CHECK ("submissoes"."status" in ('rascunho', 'submetida', 'retirada', 'em_avaliacao', 'aprovada_exposicao', 'aprovada_oral', 'reprovada')),
	CONSTRAINT "submissoes_titulo" CHECK (char_length("submissoes"."titulo") <= 300),
	CONSTRAINT "submissoes_textos" CHECK (greatest(char_length("submissoes"."introducao"), char_length("submissoes"."objetivos"), char_length("submissoes"."metodo"), char_length("submissoes"."resultados"), char_length("submissoes"."consideracoes"), char_length("submissoes"."bibliografia")) <= 10000),
	CONSTRAINT "submissoes_inicio" CHECK ("submissoes"."inicio_experiencia" is null or "submissoes"."inicio_experiencia" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "submissoes_enviada_completa" CHECK ("submissoes"."status" in ('rascunho', 'retirada') or ("submissoes"."submetida_em" is not null and char_length("submissoes"."titulo") > 0 and "submissoes"."inicio_experiencia" is not null and "submissoes"."linha_id" is not null
        and least(char_length("submissoes"."introducao"), char_length("submissoes"."objetivos"), char_length("submissoes"."metodo"), char_length("submissoes"."resultados"), char_length("submissoes"."consideracoes")) > 0)),
	CONSTRAINT "submissoes_retirada" CHECK (("submissoes"."status" = 'retirada') = ("submissoes"."retirada_em" is not null)),
	CONSTRAINT "submissoes_notas" CHECK (coalesce(least("submissoes"."nota_escrita", "submissoes"."nota_oral", "submissoes"."nota_final"), 0) >= 0 and coalesce(greatest("submissoes"."nota_escrita", "submissoes"."nota_oral", "submissoes"."nota_final"), 0) <= 10),
	CONSTRAINT "submissoes_decisao" CHECK ("submissoes"."decisao" in ('aprovada_exposicao', 'aprovada_oral', 'reprovada')),
	CONSTRAINT "submissoes_decisao_completa" CHECK (("submissoes"."decisao" is null) = ("submissoes"."decidida_em" is null)
        and ("submissoes"."motivo_decisao" is null or char_length("submissoes"."motivo_decisao") between 1 and 2000)
        and ("submissoes"."decisao" is distinct from 'reprovada' or "submissoes"."motivo_decisao" is not null)),
	CONSTRAINT "submissoes_liberada" CHECK ("submissoes"."resultado_liberado_em" is null or "submissoes"."decisao" is not null),
	CONSTRAINT "submissoes_status_da_decisao" CHECK ("submissoes"."status" not in ('aprovada_exposicao', 'aprovada_oral', 'reprovada') or ("submissoes"."resultado_liberado_em" is not null and "submissoes"."status" = "submissoes"."decisao"))
);
--> statement-breakpoint
CREATE TABLE "avaliador_linhas" (
	"linha_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliador_linhas_linha_id_usuario_id_pk" PRIMARY KEY("linha_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "decisao_mensagens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decisao_mensagens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chamada_id" integer NOT NULL,
	"submissao_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"decisao" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"criada_por" integer,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviada_em" timestamp with time zone,
	CONSTRAINT "decisao_mensagens_decisao" CHECK ("decisao_mensagens"."decisao" in ('aprovada_exposicao', 'aprovada_oral', 'reprovada')),
	CONSTRAINT "decisao_mensagens_textos" CHECK (char_length("decisao_mensagens"."assunto") between 1 and 255 and char_length("decisao_mensagens"."texto") between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "parecer_notas" (
	"parecer_id" integer NOT NULL,
	"criterio_id" integer NOT NULL,
	"chamada_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nota" numeric(6, 2) NOT NULL,
	"comentario" text DEFAULT '' NOT NULL,
	CONSTRAINT "parecer_notas_parecer_id_criterio_id_pk" PRIMARY KEY("parecer_id","criterio_id"),
	CONSTRAINT "parecer_notas_nota" CHECK ("parecer_notas"."nota" between 0 and 100),
	CONSTRAINT "parecer_notas_comentario" CHECK (char_length("parecer_notas"."comentario") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "pareceres" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pareceres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"atribuicao_id" integer NOT NULL,
	"chamada_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nota" numeric(6, 3),
	"comentario" text DEFAULT '' NOT NULL,
	"observacao_reservada" text DEFAULT '' NOT NULL,
	"enviado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pareceres_id_chamada_tipo_uq" UNIQUE("id","chamada_id","tipo"),
	CONSTRAINT "pareceres_tipo" CHECK ("pareceres"."tipo" in ('escrita', 'oral')),
	CONSTRAINT "pareceres_nota" CHECK ("pareceres"."nota" is null or "pareceres"."nota" between 0 and 10),
	CONSTRAINT "pareceres_enviado_com_nota" CHECK ("pareceres"."enviado_em" is null or "pareceres"."nota" is not null),
	CONSTRAINT "pareceres_textos" CHECK (char_length("pareceres"."comentario") <= 5000 and char_length("pareceres"."observacao_reservada") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "submissao_avaliadores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submissao_avaliadores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submissao_id" integer NOT NULL,
	"chamada_id" integer NOT NULL,
	"avaliador_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"origem" text DEFAULT 'manual' NOT NULL,
	"atribuido_por" integer,
	"atribuido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"revogado_em" timestamp with time zone,
	"revogado_por" integer,
	CONSTRAINT "submissao_avaliadores_id_chamada_tipo_uq" UNIQUE("id","chamada_id","tipo"),
	CONSTRAINT "submissao_avaliadores_tipo" CHECK ("submissao_avaliadores"."tipo" in ('escrita', 'oral')),
	CONSTRAINT "submissao_avaliadores_origem" CHECK ("submissao_avaliadores"."origem" in ('manual', 'automatica', 'terceiro')),
	CONSTRAINT "submissao_avaliadores_revogacao" CHECK (("submissao_avaliadores"."revogado_em" is null) or ("submissao_avaliadores"."revogado_em" >= "submissao_avaliadores"."atribuido_em"))
);
--> statement-breakpoint
CREATE TABLE "submissao_lances" (
	"submissao_id" integer NOT NULL,
	"avaliador_id" integer NOT NULL,
	"lance" text NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissao_lances_submissao_id_avaliador_id_pk" PRIMARY KEY("submissao_id","avaliador_id"),
	CONSTRAINT "submissao_lances_lance" CHECK ("submissao_lances"."lance" in ('quero', 'posso', 'prefiro_nao'))
);
--> statement-breakpoint
ALTER TABLE "chamada_criterios" ADD CONSTRAINT "chamada_criterios_chamada_id_chamadas_id_fk" FOREIGN KEY ("chamada_id") REFERENCES "public"."chamadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamada_linhas" ADD CONSTRAINT "chamada_linhas_chamada_id_chamadas_id_fk" FOREIGN KEY ("chamada_id") REFERENCES "public"."chamadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamada_modelos" ADD CONSTRAINT "chamada_modelos_chamada_id_chamadas_id_fk" FOREIGN KEY ("chamada_id") REFERENCES "public"."chamadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamada_modelos" ADD CONSTRAINT "chamada_modelos_enviado_por_usuarios_id_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamadas" ADD CONSTRAINT "chamadas_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissao_coautores" ADD CONSTRAINT "submissao_coautores_submissao_id_submissoes_id_fk" FOREIGN KEY ("submissao_id") REFERENCES "public"."submissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissao_coautores" ADD CONSTRAINT "submissao_coautores_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissao_coautores" ADD CONSTRAINT "submissao_coautores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissao_posteres" ADD CONSTRAINT "submissao_posteres_submissao_id_submissoes_id_fk" FOREIGN KEY ("submissao_id") REFERENCES "public"."submissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissao_posteres" ADD CONSTRAINT "submissao_posteres_enviado_por_usuarios_id_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissoes" ADD CONSTRAINT "submissoes_chamada_id_chamadas_id_fk" FOREIGN KEY ("chamada_id") REFERENCES "public"."chamadas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissoes" ADD CONSTRAINT "submissoes_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissoes" ADD CONSTRAINT "submissoes_decidida_por_usuarios_id_fk" FOREIGN KEY ("decidida_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissoes" ADD CONSTRAINT "submissoes_linha_da_chamada_fk" FOREIGN KEY ("linha_id","chamada_id") REFERENCES "public"."chamada_linhas"("id","chamada_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliador_linhas" ADD CONSTRAINT "avaliador_linhas_linha_id_chamada_linhas_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."chamada_linhas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliador_linhas" ADD CONSTRAINT "avaliador_linhas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ADD CONSTRAINT "decisao_mensagens_chamada_id_chamadas_id_fk" FOREIGN KEY ("chamada_id") REFERENCES "public"."chamadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ADD CONSTRAINT "decisao_mensagens_submissao_id_submissoes_id_fk" FOREIGN KEY ("submissao_id") REFERENCES "public"."submissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ADD CONSTRAINT "decisao_mensagens_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisao_mensagens" ADD CONSTRAINT "decisao_mensagens_criada_por_usuarios_id_fk" FOREIGN KEY ("criada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parecer_notas" ADD CONSTRAINT "parecer_notas_parecer_fk" FOREIGN KEY ("parecer_id","chamada_id","tipo") REFERENCES "public"."pareceres"("id","chamada_id","tipo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parecer_notas" ADD CONSTRAINT "parecer_notas_criterio_fk" FOREIGN KEY ("criterio_id","chamada_id","tipo") REFERENCES "public"."chamada_criterios"("id","chamada_id","tipo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pareceres" ADD CONSTRAINT "pareceres_atribuicao_fk" FOREIGN KEY ("atribuicao_id","chamada_id","tipo") REFERENCES "public"."submissao_avaliadores"("id","chamada_id","tipo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissao_avaliadores" ADD CONSTRAINT "submissao_avaliadores_avaliador_id_usuarios_id_fk" FOREIGN KEY ("avaliador_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissao_avaliadores" ADD CONSTRAINT "submissao_avaliadores_atribuido_por_usuarios_id_fk" FOREIGN KEY ("atribuido_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissao_avaliadores" ADD CONSTRAINT "submissao_avaliadores_revogado_por_usuarios_id_fk" FOREIGN KEY ("revogado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissao_avaliadores" ADD CONSTRAINT "submissao_avaliadores_submissao_fk" FOREIGN KEY ("submissao_id","chamada_id") REFERENCES "public"."submissoes"("id","chamada_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissao_lances" ADD CONSTRAINT "submissao_lances_submissao_id_submissoes_id_fk" FOREIGN KEY ("submissao_id") REFERENCES "public"."submissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissao_lances" ADD CONSTRAINT "submissao_lances_avaliador_id_usuarios_id_fk" FOREIGN KEY ("avaliador_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chamada_criterios_chamada_idx" ON "chamada_criterios" USING btree ("chamada_id","tipo","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "chamada_linhas_codigo_uq" ON "chamada_linhas" USING btree ("chamada_id",lower("codigo"));--> statement-breakpoint
CREATE INDEX "chamadas_publicado_idx" ON "chamadas" USING btree ("publicado","prazo_final");--> statement-breakpoint
CREATE UNIQUE INDEX "submissao_coautores_email_uq" ON "submissao_coautores" USING btree ("submissao_id","email");--> statement-breakpoint
CREATE INDEX "submissao_coautores_usuario_idx" ON "submissao_coautores" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissao_posteres_atual_uq" ON "submissao_posteres" USING btree ("submissao_id") WHERE "submissao_posteres"."substituido_em" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "submissao_posteres_chave_uq" ON "submissao_posteres" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "submissao_posteres_submissao_idx" ON "submissao_posteres" USING btree ("submissao_id","enviado_em");--> statement-breakpoint
CREATE INDEX "submissoes_chamada_status_idx" ON "submissoes" USING btree ("chamada_id","status");--> statement-breakpoint
CREATE INDEX "submissoes_autor_idx" ON "submissoes" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "submissoes_linha_idx" ON "submissoes" USING btree ("linha_id");--> statement-breakpoint
CREATE INDEX "avaliador_linhas_usuario_idx" ON "avaliador_linhas" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "decisao_mensagens_pendente_uq" ON "decisao_mensagens" USING btree ("submissao_id","usuario_id") WHERE "decisao_mensagens"."enviada_em" is null;--> statement-breakpoint
CREATE INDEX "decisao_mensagens_chamada_idx" ON "decisao_mensagens" USING btree ("chamada_id","enviada_em");--> statement-breakpoint
CREATE INDEX "parecer_notas_criterio_idx" ON "parecer_notas" USING btree ("criterio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pareceres_atribuicao_uq" ON "pareceres" USING btree ("atribuicao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissao_avaliadores_ativa_uq" ON "submissao_avaliadores" USING btree ("submissao_id","avaliador_id","tipo") WHERE "submissao_avaliadores"."revogado_em" is null;--> statement-breakpoint
CREATE INDEX "submissao_avaliadores_avaliador_idx" ON "submissao_avaliadores" USING btree ("avaliador_id") WHERE "submissao_avaliadores"."revogado_em" is null;--> statement-breakpoint
CREATE INDEX "submissao_avaliadores_chamada_idx" ON "submissao_avaliadores" USING btree ("chamada_id");--> statement-breakpoint
CREATE INDEX "submissao_lances_avaliador_idx" ON "submissao_lances" USING btree ("avaliador_id");--> statement-breakpoint
-- Chamada publicada tem ao menos uma linha temática e um critério escrito. Adiado até o fim da
-- transação: o serviço grava a chamada e depois as linhas e os critérios.
CREATE FUNCTION "chamada_publicavel"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_chamada integer;
BEGIN
  IF TG_TABLE_NAME = 'chamadas' THEN
    v_chamada := NEW."id";
  ELSE
    v_chamada := OLD."chamada_id";
  END IF;
  IF EXISTS (SELECT 1 FROM "chamadas" c WHERE c."id" = v_chamada AND c."publicado")
     AND (NOT EXISTS (SELECT 1 FROM "chamada_linhas" l WHERE l."chamada_id" = v_chamada)
          OR NOT EXISTS (SELECT 1 FROM "chamada_criterios" k WHERE k."chamada_id" = v_chamada AND k."tipo" = 'escrita')) THEN
    RAISE EXCEPTION 'chamada publicada sem linha temática ou sem critério escrito' USING ERRCODE = 'check_violation', CONSTRAINT = 'chamadas_publicada_completa';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "chamadas_publicada_completa" AFTER INSERT OR UPDATE ON "chamadas" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "chamada_publicavel"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "chamada_linhas_publicada_completa" AFTER UPDATE OR DELETE ON "chamada_linhas" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "chamada_publicavel"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "chamada_criterios_publicada_completa" AFTER UPDATE OR DELETE ON "chamada_criterios" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "chamada_publicavel"();
--> statement-breakpoint
-- Trabalho só nasce em chamada publicada; chamada com trabalhos não volta a rascunho (os autores
-- perderiam a chamada de vista). Excluir uma chamada com trabalhos a chave estrangeira já impede.
CREATE FUNCTION "chamada_com_trabalhos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'submissoes' THEN
    IF NOT EXISTS (SELECT 1 FROM "chamadas" c WHERE c."id" = NEW."chamada_id" AND c."publicado") THEN
      RAISE EXCEPTION 'trabalho em chamada não publicada' USING ERRCODE = 'check_violation', CONSTRAINT = 'submissoes_chamada_publicada';
    END IF;
  ELSIF OLD."publicado" AND NOT NEW."publicado" AND EXISTS (SELECT 1 FROM "submissoes" s WHERE s."chamada_id" = OLD."id") THEN
    RAISE EXCEPTION 'chamada com trabalhos não volta a rascunho' USING ERRCODE = 'check_violation', CONSTRAINT = 'chamadas_com_trabalhos_publicada';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "submissoes_chamada_publicada" BEFORE INSERT ON "submissoes" FOR EACH ROW EXECUTE FUNCTION "chamada_com_trabalhos"();
--> statement-breakpoint
CREATE TRIGGER "chamadas_com_trabalhos_publicada" BEFORE UPDATE OF "publicado" ON "chamadas" FOR EACH ROW EXECUTE FUNCTION "chamada_com_trabalhos"();
--> statement-breakpoint
-- Conflito de autoria, o mais grave (o sistema anterior deixava o autor avaliar o próprio trabalho):
-- uma atribuição ativa nunca é do autor nem de um coautor com conta, venha de onde vier; e um coautor
-- com conta não entra num trabalho que essa pessoa já avalia. Os outros conflitos (e-mail, CPF,
-- unidade) o serviço confere, com o motivo.
CREATE FUNCTION "avaliador_sem_autoria"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'submissao_avaliadores' THEN
    IF NEW."revogado_em" IS NULL AND (
         EXISTS (SELECT 1 FROM "submissoes" s WHERE s."id" = NEW."submissao_id" AND s."autor_id" = NEW."avaliador_id")
         OR EXISTS (SELECT 1 FROM "submissao_coautores" c WHERE c."submissao_id" = NEW."submissao_id" AND c."usuario_id" = NEW."avaliador_id")) THEN
      RAISE EXCEPTION 'quem avalia é autor ou coautor do trabalho' USING ERRCODE = 'check_violation', CONSTRAINT = 'submissao_avaliadores_sem_autoria';
    END IF;
  ELSIF NEW."usuario_id" IS NOT NULL AND EXISTS (
      SELECT 1 FROM "submissao_avaliadores" a
      WHERE a."submissao_id" = NEW."submissao_id" AND a."avaliador_id" = NEW."usuario_id" AND a."revogado_em" IS NULL) THEN
    RAISE EXCEPTION 'coautor avalia o trabalho' USING ERRCODE = 'check_violation', CONSTRAINT = 'submissao_avaliadores_sem_autoria';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "submissao_avaliadores_sem_autoria" BEFORE INSERT OR UPDATE ON "submissao_avaliadores" FOR EACH ROW EXECUTE FUNCTION "avaliador_sem_autoria"();
--> statement-breakpoint
CREATE TRIGGER "submissao_coautores_sem_avaliador" BEFORE INSERT OR UPDATE ON "submissao_coautores" FOR EACH ROW EXECUTE FUNCTION "avaliador_sem_autoria"();
