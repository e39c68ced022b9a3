CREATE TABLE "calendarios" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datas_turma" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "datas_turma_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"turma_id" integer NOT NULL,
	"data" date NOT NULL,
	"horario_inicio" text NOT NULL,
	"horario_fim" text NOT NULL,
	CONSTRAINT "datas_turma_horarios_validos" CHECK ("datas_turma"."horario_inicio" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "datas_turma"."horario_fim" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "datas_turma"."horario_fim" > "datas_turma"."horario_inicio")
);
--> statement-breakpoint
CREATE TABLE "evento_cargos" (
	"evento_id" integer NOT NULL,
	"cargo_id" integer NOT NULL,
	CONSTRAINT "evento_cargos_evento_id_cargo_id_pk" PRIMARY KEY("evento_id","cargo_id")
);
--> statement-breakpoint
CREATE TABLE "evento_registros" (
	"evento_id" integer NOT NULL,
	"registro" text NOT NULL,
	CONSTRAINT "evento_registros_evento_id_registro_pk" PRIMARY KEY("evento_id","registro"),
	CONSTRAINT "evento_registros_formato" CHECK ("evento_registros"."registro" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "evento_unidades" (
	"evento_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	CONSTRAINT "evento_unidades_evento_id_unidade_id_pk" PRIMARY KEY("evento_id","unidade_id")
);
--> statement-breakpoint
CREATE TABLE "eventos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eventos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"local" text NOT NULL,
	"tipo" text NOT NULL,
	"unidade_id" integer NOT NULL,
	"publico_alvo" text DEFAULT '' NOT NULL,
	"publicado" boolean DEFAULT false NOT NULL,
	"restricao" text,
	"inicio" timestamp with time zone,
	"fim" timestamp with time zone,
	"data_inicio" date,
	"data_fim" date,
	"folder_chave" text,
	"folder_mime" text,
	"folder_largura" integer,
	"folder_altura" integer,
	"programacao_chave" text,
	"programacao_nome" text,
	"programacao_tamanho" integer,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventos_tipo_valido" CHECK ("eventos"."tipo" in ('Curso', 'Oficina', 'Palestra', 'Seminário', 'Simpósio', 'Congresso', 'Outros')),
	CONSTRAINT "eventos_restricao_valida" CHECK ("eventos"."restricao" is null or "eventos"."restricao" in ('servidores', 'lista_registros', 'cargos', 'unidades')),
	CONSTRAINT "eventos_titulo_tamanho" CHECK (char_length("eventos"."titulo") between 1 and 200),
	CONSTRAINT "eventos_local_tamanho" CHECK (char_length("eventos"."local") between 1 and 200),
	CONSTRAINT "eventos_periodo_valido" CHECK ("eventos"."fim" is null or "eventos"."fim" >= "eventos"."inicio")
);
--> statement-breakpoint
CREATE TABLE "inscricoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inscricoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"turma_id" integer NOT NULL,
	"evento_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"status" text NOT NULL,
	"exclusiva" boolean NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmada_em" timestamp with time zone,
	"cancelada_em" timestamp with time zone,
	"cancelada_por" integer,
	"motivo_cancelamento" text,
	CONSTRAINT "inscricoes_status_valido" CHECK ("inscricoes"."status" in ('confirmada', 'em_espera', 'cancelada')),
	CONSTRAINT "inscricoes_cancelamento_coerente" CHECK (("inscricoes"."status" = 'cancelada') = ("inscricoes"."cancelada_em" is not null)),
	CONSTRAINT "inscricoes_confirmacao_coerente" CHECK ("inscricoes"."status" <> 'confirmada' or "inscricoes"."confirmada_em" is not null)
);
--> statement-breakpoint
CREATE TABLE "turma_assinantes" (
	"turma_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "turma_assinantes_turma_id_ordem_pk" PRIMARY KEY("turma_id","ordem"),
	CONSTRAINT "turma_assinantes_ordem" CHECK ("turma_assinantes"."ordem" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "turma_instrutores" (
	"turma_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"ordem" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "turma_instrutores_turma_id_usuario_id_pk" PRIMARY KEY("turma_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "turma_palestrantes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "turma_palestrantes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"turma_id" integer NOT NULL,
	"usuario_id" integer,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "turma_palestrantes_nome" CHECK (char_length("turma_palestrantes"."nome") between 1 and 150)
);
--> statement-breakpoint
CREATE TABLE "turmas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "turmas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evento_id" integer NOT NULL,
	"nome" text NOT NULL,
	"vagas" integer NOT NULL,
	"confirmadas" integer DEFAULT 0 NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"carga_horaria" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turmas_nome_tamanho" CHECK (char_length("turmas"."nome") between 1 and 200),
	CONSTRAINT "turmas_vagas_validas" CHECK ("turmas"."vagas" between 1 and 10000),
	CONSTRAINT "turmas_confirmadas_validas" CHECK ("turmas"."confirmadas" between 0 and "turmas"."vagas"),
	CONSTRAINT "turmas_periodo_valido" CHECK ("turmas"."fim" > "turmas"."inicio" and "turmas"."data_fim" >= "turmas"."data_inicio"),
	CONSTRAINT "turmas_carga_valida" CHECK ("turmas"."carga_horaria" >= 1)
);
--> statement-breakpoint
ALTER TABLE "calendarios" ADD CONSTRAINT "calendarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datas_turma" ADD CONSTRAINT "datas_turma_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_cargos" ADD CONSTRAINT "evento_cargos_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_cargos" ADD CONSTRAINT "evento_cargos_cargo_id_cargos_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_registros" ADD CONSTRAINT "evento_registros_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_unidades" ADD CONSTRAINT "evento_unidades_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_unidades" ADD CONSTRAINT "evento_unidades_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos" ADD CONSTRAINT "eventos_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos" ADD CONSTRAINT "eventos_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricoes" ADD CONSTRAINT "inscricoes_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricoes" ADD CONSTRAINT "inscricoes_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricoes" ADD CONSTRAINT "inscricoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricoes" ADD CONSTRAINT "inscricoes_cancelada_por_usuarios_id_fk" FOREIGN KEY ("cancelada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma_assinantes" ADD CONSTRAINT "turma_assinantes_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma_assinantes" ADD CONSTRAINT "turma_assinantes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma_instrutores" ADD CONSTRAINT "turma_instrutores_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma_instrutores" ADD CONSTRAINT "turma_instrutores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma_palestrantes" ADD CONSTRAINT "turma_palestrantes_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma_palestrantes" ADD CONSTRAINT "turma_palestrantes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turmas" ADD CONSTRAINT "turmas_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "datas_turma_turma_data_uq" ON "datas_turma" USING btree ("turma_id","data");--> statement-breakpoint
CREATE INDEX "datas_turma_data_idx" ON "datas_turma" USING btree ("data");--> statement-breakpoint
CREATE INDEX "eventos_publicado_inicio_idx" ON "eventos" USING btree ("publicado","inicio");--> statement-breakpoint
CREATE INDEX "eventos_fim_idx" ON "eventos" USING btree ("fim");--> statement-breakpoint
CREATE UNIQUE INDEX "inscricoes_ativa_por_turma_uq" ON "inscricoes" USING btree ("turma_id","usuario_id") WHERE "inscricoes"."status" <> 'cancelada';--> statement-breakpoint
CREATE UNIQUE INDEX "inscricoes_ativa_por_evento_uq" ON "inscricoes" USING btree ("evento_id","usuario_id") WHERE "inscricoes"."status" <> 'cancelada' and "inscricoes"."exclusiva";--> statement-breakpoint
CREATE INDEX "inscricoes_usuario_idx" ON "inscricoes" USING btree ("usuario_id","status");--> statement-breakpoint
CREATE INDEX "inscricoes_turma_status_idx" ON "inscricoes" USING btree ("turma_id","status","criada_em");--> statement-breakpoint
CREATE UNIQUE INDEX "turma_assinantes_usuario_uq" ON "turma_assinantes" USING btree ("turma_id","usuario_id");--> statement-breakpoint
CREATE INDEX "turma_instrutores_usuario_idx" ON "turma_instrutores" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "turma_palestrantes_turma_idx" ON "turma_palestrantes" USING btree ("turma_id");--> statement-breakpoint
CREATE UNIQUE INDEX "turma_palestrantes_usuario_uq" ON "turma_palestrantes" USING btree ("turma_id","usuario_id");--> statement-breakpoint
CREATE INDEX "turmas_evento_idx" ON "turmas" USING btree ("evento_id");--> statement-breakpoint
CREATE INDEX "turmas_inicio_idx" ON "turmas" USING btree ("inicio");