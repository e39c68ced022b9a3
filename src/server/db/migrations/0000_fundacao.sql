CREATE TABLE "cargos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cargos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cargos_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "cores_racas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cores_racas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cores_racas_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "deficiencias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deficiencias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "deficiencias_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "escolaridades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "escolaridades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "escolaridades_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "generos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "generos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "generos_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "orientacoes_sexuais" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orientacoes_sexuais_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "orientacoes_sexuais_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "unidades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unidades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"sigla" text NOT NULL,
	CONSTRAINT "unidades_nome_unique" UNIQUE("nome"),
	CONSTRAINT "unidades_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" integer NOT NULL,
	"refresh_hash" text NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogada_em" timestamp with time zone,
	"renovada_em" timestamp with time zone,
	CONSTRAINT "sessoes_refreshHash_unique" UNIQUE("refresh_hash")
);
--> statement-breakpoint
CREATE TABLE "tokens_senha" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tokens_senha_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	CONSTRAINT "tokens_senha_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"cpf" text NOT NULL,
	"email" text NOT NULL,
	"celular" text,
	"senha_hash" text,
	"perfis" text[] DEFAULT ARRAY['usuario']::text[] NOT NULL,
	"registro" text,
	"data_nascimento" date,
	"cargo_id" integer,
	"unidade_id" integer,
	"genero_id" integer,
	"orientacao_sexual_id" integer,
	"cor_raca_id" integer,
	"escolaridade_id" integer,
	"deficiencia_id" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"falhas_login" integer DEFAULT 0 NOT NULL,
	"bloqueado_ate" timestamp with time zone,
	"google_sub" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_cpf_unique" UNIQUE("cpf"),
	CONSTRAINT "usuarios_email_unique" UNIQUE("email"),
	CONSTRAINT "usuarios_googleSub_unique" UNIQUE("google_sub"),
	CONSTRAINT "usuarios_cpf_formato" CHECK ("usuarios"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "usuarios_email_minusculo" CHECK ("usuarios"."email" = lower("usuarios"."email")),
	CONSTRAINT "usuarios_celular_formato" CHECK ("usuarios"."celular" IS NULL OR "usuarios"."celular" ~ '^[0-9]{10,11}$'),
	CONSTRAINT "usuarios_registro_formato" CHECK ("usuarios"."registro" IS NULL OR "usuarios"."registro" ~ '^[0-9]{6,7}$'),
	CONSTRAINT "usuarios_perfis_validos" CHECK (cardinality("usuarios"."perfis") >= 1 AND "usuarios"."perfis" <@ ARRAY['usuario','instrutor','administrador']::text[]),
	CONSTRAINT "usuarios_falhas_login" CHECK ("usuarios"."falhas_login" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ator_id" integer,
	"acao" text NOT NULL,
	"alvo_tipo" text NOT NULL,
	"alvo_id" text NOT NULL,
	"detalhes" jsonb,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bench_notas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bench_notas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"texto" text NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metricas" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" bigint DEFAULT 0 NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notificacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"link" text,
	"lida" boolean DEFAULT false NOT NULL,
	"lida_em" timestamp with time zone,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacoes_link_interno" CHECK ("notificacoes"."link" IS NULL OR "notificacoes"."link" LIKE '/%')
);
--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_senha" ADD CONSTRAINT "tokens_senha_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_cargo_id_cargos_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_genero_id_generos_id_fk" FOREIGN KEY ("genero_id") REFERENCES "public"."generos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_orientacao_sexual_id_orientacoes_sexuais_id_fk" FOREIGN KEY ("orientacao_sexual_id") REFERENCES "public"."orientacoes_sexuais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_cor_raca_id_cores_racas_id_fk" FOREIGN KEY ("cor_raca_id") REFERENCES "public"."cores_racas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_escolaridade_id_escolaridades_id_fk" FOREIGN KEY ("escolaridade_id") REFERENCES "public"."escolaridades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_deficiencia_id_deficiencias_id_fk" FOREIGN KEY ("deficiencia_id") REFERENCES "public"."deficiencias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_ator_id_usuarios_id_fk" FOREIGN KEY ("ator_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessoes_usuario_idx" ON "sessoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "tokens_senha_usuario_idx" ON "tokens_senha" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "usuarios_nome_idx" ON "usuarios" USING btree (lower("nome"));--> statement-breakpoint
CREATE INDEX "auditoria_alvo_idx" ON "auditoria" USING btree ("alvo_tipo","alvo_id");--> statement-breakpoint
CREATE INDEX "emails_criado_idx" ON "emails" USING btree ("criado_em");--> statement-breakpoint
CREATE INDEX "notificacoes_usuario_lida_idx" ON "notificacoes" USING btree ("usuario_id","lida","criada_em");