CREATE SEQUENCE "public"."certificados_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "assinaturas" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"arquivo" text NOT NULL,
	"funcao" text,
	"atualizada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assinaturas_funcao_tamanho" CHECK ("assinaturas"."funcao" is null or char_length("assinaturas"."funcao") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "certificado_historico" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificado_historico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certificado_id" integer NOT NULL,
	"acao" text NOT NULL,
	"motivo" text,
	"usuario_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificado_historico_acao" CHECK ("certificado_historico"."acao" in ('emitido', 'enviado', 'cancelado', 'reemitido', 'documento'))
);
--> statement-breakpoint
CREATE TABLE "certificado_lote_itens" (
	"lote_id" integer NOT NULL,
	"certificado_id" integer NOT NULL,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"mensagem" text,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificado_lote_itens_situacao" CHECK ("certificado_lote_itens"."situacao" in ('pendente', 'enviado', 'falhou'))
);
--> statement-breakpoint
CREATE TABLE "certificado_lotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificado_lotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificado_validacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificado_validacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"certificado_id" integer,
	"resultado" text NOT NULL,
	"ip_hash" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificado_validacoes_codigo" CHECK (char_length("certificado_validacoes"."codigo") <= 64),
	CONSTRAINT "certificado_validacoes_resultado" CHECK ("certificado_validacoes"."resultado" in ('valido', 'cancelado', 'substituido', 'nao_encontrado'))
);
--> statement-breakpoint
CREATE TABLE "certificados" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificados_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"numero" bigint DEFAULT nextval('certificados_numero_seq') NOT NULL,
	"codigo" text NOT NULL,
	"origem" text NOT NULL,
	"tipo" text NOT NULL,
	"status" text DEFAULT 'emitido' NOT NULL,
	"usuario_id" integer,
	"turma_id" integer,
	"avulso_id" integer,
	"nome" text NOT NULL,
	"cpf_mascarado" text,
	"curso" text NOT NULL,
	"turma_nome" text,
	"data_inicio" date,
	"data_fim" date,
	"carga_horaria" integer,
	"assinantes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"arquivo" text,
	"hash_sha256" text,
	"emitido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"emitido_por" integer,
	"enviado_em" timestamp with time zone,
	"cancelado_em" timestamp with time zone,
	"cancelado_por" integer,
	"motivo_cancelamento" text,
	"substitui_id" integer,
	CONSTRAINT "certificados_codigo_formato" CHECK ("certificados"."codigo" ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'),
	CONSTRAINT "certificados_origem" CHECK (("certificados"."origem" = 'evento' and "certificados"."usuario_id" is not null and "certificados"."turma_id" is not null and "certificados"."avulso_id" is null)
        or ("certificados"."origem" = 'avulso' and "certificados"."avulso_id" is not null and "certificados"."turma_id" is null)),
	CONSTRAINT "certificados_hash" CHECK (("certificados"."arquivo" is null) = ("certificados"."hash_sha256" is null) and ("certificados"."hash_sha256" is null or "certificados"."hash_sha256" ~ '^[0-9a-f]{64}$')),
	CONSTRAINT "certificados_cancelamento" CHECK (("certificados"."status" = 'cancelado') = ("certificados"."cancelado_em" is not null) and ("certificados"."status" <> 'cancelado' or char_length("certificados"."motivo_cancelamento") between 5 and 2000)),
	CONSTRAINT "certificados_tipo" CHECK ("certificados"."tipo" in ('participante', 'instrutor', 'palestrante')),
	CONSTRAINT "certificados_status" CHECK ("certificados"."status" in ('emitido', 'cancelado', 'substituido')),
	CONSTRAINT "certificados_carga" CHECK ("certificados"."carga_horaria" is null or "certificados"."carga_horaria" >= 1)
);
--> statement-breakpoint
CREATE TABLE "certificados_avulsos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificados_avulsos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"cpf" text,
	"email" text NOT NULL,
	"curso" text NOT NULL,
	"carga_horaria" integer NOT NULL,
	"data_inicio" date,
	"data_fim" date,
	"enviado" boolean DEFAULT false NOT NULL,
	"enviado_em" timestamp with time zone,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificados_avulsos_nome" CHECK (char_length("certificados_avulsos"."nome") between 1 and 150),
	CONSTRAINT "certificados_avulsos_curso" CHECK (char_length("certificados_avulsos"."curso") between 1 and 160),
	CONSTRAINT "certificados_avulsos_email" CHECK (char_length("certificados_avulsos"."email") between 3 and 120 and "certificados_avulsos"."email" = lower("certificados_avulsos"."email")),
	CONSTRAINT "certificados_avulsos_cpf" CHECK ("certificados_avulsos"."cpf" is null or "certificados_avulsos"."cpf" ~ '^[0-9]{1,14}$'),
	CONSTRAINT "certificados_avulsos_carga" CHECK ("certificados_avulsos"."carga_horaria" >= 1),
	CONSTRAINT "certificados_avulsos_periodo" CHECK ("certificados_avulsos"."data_fim" is null or "certificados_avulsos"."data_inicio" is null or "certificados_avulsos"."data_fim" >= "certificados_avulsos"."data_inicio")
);
--> statement-breakpoint
CREATE TABLE "configuracoes" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL,
	"atualizada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizada_por" integer
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "anexos" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_historico" ADD CONSTRAINT "certificado_historico_certificado_id_certificados_id_fk" FOREIGN KEY ("certificado_id") REFERENCES "public"."certificados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_historico" ADD CONSTRAINT "certificado_historico_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_lote_itens" ADD CONSTRAINT "certificado_lote_itens_lote_id_certificado_lotes_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."certificado_lotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_lote_itens" ADD CONSTRAINT "certificado_lote_itens_certificado_id_certificados_id_fk" FOREIGN KEY ("certificado_id") REFERENCES "public"."certificados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_lotes" ADD CONSTRAINT "certificado_lotes_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_validacoes" ADD CONSTRAINT "certificado_validacoes_certificado_id_certificados_id_fk" FOREIGN KEY ("certificado_id") REFERENCES "public"."certificados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_avulso_id_certificados_avulsos_id_fk" FOREIGN KEY ("avulso_id") REFERENCES "public"."certificados_avulsos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_emitido_por_usuarios_id_fk" FOREIGN KEY ("emitido_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_cancelado_por_usuarios_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_substitui_id_certificados_id_fk" FOREIGN KEY ("substitui_id") REFERENCES "public"."certificados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados_avulsos" ADD CONSTRAINT "certificados_avulsos_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD CONSTRAINT "configuracoes_atualizada_por_usuarios_id_fk" FOREIGN KEY ("atualizada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificado_historico_certificado_idx" ON "certificado_historico" USING btree ("certificado_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "certificado_lote_itens_pk" ON "certificado_lote_itens" USING btree ("lote_id","certificado_id");--> statement-breakpoint
CREATE INDEX "certificado_lote_itens_certificado_idx" ON "certificado_lote_itens" USING btree ("certificado_id");--> statement-breakpoint
CREATE INDEX "certificado_validacoes_criado_idx" ON "certificado_validacoes" USING btree ("criado_em");--> statement-breakpoint
CREATE INDEX "certificado_validacoes_certificado_idx" ON "certificado_validacoes" USING btree ("certificado_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificados_numero_uq" ON "certificados" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "certificados_codigo_uq" ON "certificados" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "certificados_evento_valido_uq" ON "certificados" USING btree ("turma_id","usuario_id","tipo") WHERE "certificados"."status" = 'emitido' and "certificados"."origem" = 'evento';--> statement-breakpoint
CREATE UNIQUE INDEX "certificados_avulso_valido_uq" ON "certificados" USING btree ("avulso_id") WHERE "certificados"."status" = 'emitido' and "certificados"."origem" = 'avulso';--> statement-breakpoint
CREATE INDEX "certificados_usuario_idx" ON "certificados" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "certificados_turma_idx" ON "certificados" USING btree ("turma_id");--> statement-breakpoint
CREATE INDEX "certificados_avulsos_criado_idx" ON "certificados_avulsos" USING btree ("criado_em");