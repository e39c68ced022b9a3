CREATE TABLE "bloqueios_calendario" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bloqueios_calendario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"data" date NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text NOT NULL,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bloqueios_calendario_tipo" CHECK ("bloqueios_calendario"."tipo" in ('feriado_nacional', 'feriado_municipal', 'ponto_facultativo', 'bloqueio_interno')),
	CONSTRAINT "bloqueios_calendario_descricao" CHECK (char_length("bloqueios_calendario"."descricao") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "reserva_sala_avisos" (
	"reserva_id" integer NOT NULL,
	"etapa" text NOT NULL,
	"dia" date NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserva_sala_avisos_reserva_id_etapa_pk" PRIMARY KEY("reserva_id","etapa"),
	CONSTRAINT "reserva_sala_avisos_etapa" CHECK ("reserva_sala_avisos"."etapa" in ('pedido', 'cancelamento'))
);
--> statement-breakpoint
CREATE TABLE "reservas_sala" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservas_sala_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sala_id" integer NOT NULL,
	"data" date NOT NULL,
	"periodo" text NOT NULL,
	"status" text NOT NULL,
	"qtd_pessoas" integer,
	"finalidade" text NOT NULL,
	"coffee_break" boolean DEFAULT false NOT NULL,
	"solicitante_id" integer NOT NULL,
	"observacao_admin" text,
	"termo_aceito_em" timestamp with time zone,
	"termo_assinatura_chave" text,
	"decidido_por" integer,
	"decidido_em" timestamp with time zone,
	"confirmacao_solicitada_em" timestamp with time zone,
	"confirmado_em" timestamp with time zone,
	"cancelado_em" timestamp with time zone,
	"cancelado_por" integer,
	"motivo_cancelamento" text,
	"grupo" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservas_sala_periodo" CHECK ("reservas_sala"."periodo" in ('manha', 'tarde')),
	CONSTRAINT "reservas_sala_status" CHECK ("reservas_sala"."status" in ('pendente', 'aprovada', 'rejeitada', 'cancelada', 'bloqueada')),
	CONSTRAINT "reservas_sala_qtd" CHECK (("reservas_sala"."qtd_pessoas" is null and "reservas_sala"."status" = 'bloqueada') or "reservas_sala"."qtd_pessoas" between 1 and 1000),
	CONSTRAINT "reservas_sala_finalidade" CHECK (char_length("reservas_sala"."finalidade") between 1 and 500),
	CONSTRAINT "reservas_sala_observacao" CHECK ("reservas_sala"."observacao_admin" is null or char_length("reservas_sala"."observacao_admin") <= 1000),
	CONSTRAINT "reservas_sala_confirmacao" CHECK ("reservas_sala"."confirmado_em" is null or "reservas_sala"."status" in ('aprovada', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "salas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"capacidade" integer NOT NULL,
	"ativa" boolean DEFAULT true NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salas_nome_tamanho" CHECK (char_length("salas"."nome") between 1 and 80),
	CONSTRAINT "salas_capacidade_valida" CHECK ("salas"."capacidade" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "solicitacao_curso_datas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitacao_curso_datas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"solicitacao_id" integer NOT NULL,
	"data" date NOT NULL,
	"horario_inicio" text NOT NULL,
	"horario_fim" text NOT NULL,
	CONSTRAINT "solicitacao_curso_datas_horarios" CHECK ("solicitacao_curso_datas"."horario_inicio" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "solicitacao_curso_datas"."horario_fim" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "solicitacao_curso_datas"."horario_fim" > "solicitacao_curso_datas"."horario_inicio")
);
--> statement-breakpoint
CREATE TABLE "solicitacao_curso_palestrantes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitacao_curso_palestrantes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"solicitacao_id" integer NOT NULL,
	"usuario_id" integer,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "solicitacao_curso_palestrantes_nome" CHECK (char_length("solicitacao_curso_palestrantes"."nome") between 1 and 150)
);
--> statement-breakpoint
CREATE TABLE "solicitacoes_curso" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitacoes_curso_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"publico_alvo" text DEFAULT '' NOT NULL,
	"local" text DEFAULT '' NOT NULL,
	"tipo" text NOT NULL,
	"unidade_id" integer,
	"modalidade" text NOT NULL,
	"departamento" text NOT NULL,
	"restrito" boolean DEFAULT false NOT NULL,
	"restricao_descricao" text,
	"carga_horaria" integer,
	"gera_certificado" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"motivo" text,
	"autor_id" integer NOT NULL,
	"enviada_em" timestamp with time zone,
	"analisado_por" integer,
	"decidida_em" timestamp with time zone,
	"evento_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitacoes_curso_titulo" CHECK (char_length("solicitacoes_curso"."titulo") between 1 and 200),
	CONSTRAINT "solicitacoes_curso_tipo" CHECK ("solicitacoes_curso"."tipo" in ('Curso', 'Oficina', 'Palestra', 'Seminário', 'Simpósio', 'Congresso', 'Outros')),
	CONSTRAINT "solicitacoes_curso_modalidade" CHECK ("solicitacoes_curso"."modalidade" in ('presencial', 'online', 'hibrido')),
	CONSTRAINT "solicitacoes_curso_departamento" CHECK ("solicitacoes_curso"."departamento" in ('GAB-SMS', 'DESMEN', 'DEAPS', 'DEMAC', 'DEVIG', 'DEREG', 'DEAFIN-SMS')),
	CONSTRAINT "solicitacoes_curso_status" CHECK ("solicitacoes_curso"."status" in ('rascunho', 'enviada', 'em_analise', 'aprovada', 'rejeitada', 'retirada', 'convertida')),
	CONSTRAINT "solicitacoes_curso_restricao" CHECK (not "solicitacoes_curso"."restrito" or char_length(coalesce("solicitacoes_curso"."restricao_descricao", '')) between 1 and 500),
	CONSTRAINT "solicitacoes_curso_carga" CHECK ("solicitacoes_curso"."carga_horaria" is null or "solicitacoes_curso"."carga_horaria" between 0 and 2000)
);
--> statement-breakpoint
ALTER TABLE "bloqueios_calendario" ADD CONSTRAINT "bloqueios_calendario_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_sala_avisos" ADD CONSTRAINT "reserva_sala_avisos_reserva_id_reservas_sala_id_fk" FOREIGN KEY ("reserva_id") REFERENCES "public"."reservas_sala"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_sala" ADD CONSTRAINT "reservas_sala_sala_id_salas_id_fk" FOREIGN KEY ("sala_id") REFERENCES "public"."salas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_sala" ADD CONSTRAINT "reservas_sala_solicitante_id_usuarios_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_sala" ADD CONSTRAINT "reservas_sala_decidido_por_usuarios_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_sala" ADD CONSTRAINT "reservas_sala_cancelado_por_usuarios_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_curso_datas" ADD CONSTRAINT "solicitacao_curso_datas_solicitacao_id_solicitacoes_curso_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacoes_curso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_curso_palestrantes" ADD CONSTRAINT "solicitacao_curso_palestrantes_solicitacao_id_solicitacoes_curso_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacoes_curso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_curso_palestrantes" ADD CONSTRAINT "solicitacao_curso_palestrantes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_curso" ADD CONSTRAINT "solicitacoes_curso_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_curso" ADD CONSTRAINT "solicitacoes_curso_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_curso" ADD CONSTRAINT "solicitacoes_curso_analisado_por_usuarios_id_fk" FOREIGN KEY ("analisado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_curso" ADD CONSTRAINT "solicitacoes_curso_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bloqueios_calendario_data_uq" ON "bloqueios_calendario" USING btree ("data");--> statement-breakpoint
CREATE UNIQUE INDEX "reservas_sala_horario_uq" ON "reservas_sala" USING btree ("sala_id","data","periodo") WHERE "reservas_sala"."status" in ('pendente', 'aprovada', 'bloqueada');--> statement-breakpoint
CREATE INDEX "reservas_sala_solicitante_idx" ON "reservas_sala" USING btree ("solicitante_id","data");--> statement-breakpoint
CREATE INDEX "reservas_sala_data_idx" ON "reservas_sala" USING btree ("data","status");--> statement-breakpoint
CREATE UNIQUE INDEX "salas_nome_uq" ON "salas" USING btree (lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "solicitacao_curso_datas_uq" ON "solicitacao_curso_datas" USING btree ("solicitacao_id","data");--> statement-breakpoint
CREATE INDEX "solicitacao_curso_datas_data_idx" ON "solicitacao_curso_datas" USING btree ("data");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitacoes_curso_evento_uq" ON "solicitacoes_curso" USING btree ("evento_id");--> statement-breakpoint
CREATE INDEX "solicitacoes_curso_autor_idx" ON "solicitacoes_curso" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "solicitacoes_curso_status_idx" ON "solicitacoes_curso" USING btree ("status");