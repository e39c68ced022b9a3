-- Lembretes e preferências de e-mail (issue 21): o livro dos lembretes (lembrete de aula na véspera e
-- aviso de avaliação disponível), uma linha por pessoa, turma, tipo e data — a chave primária é o que
-- garante "uma vez só", mesmo com dois processos; e os e-mails opcionais que cada pessoa escolheu.
CREATE TABLE "lembretes_enviados" (
	"usuario_id" integer NOT NULL,
	"turma_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"data" date NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lembretes_enviados_usuario_id_turma_id_tipo_data_pk" PRIMARY KEY("usuario_id","turma_id","tipo","data"),
	CONSTRAINT "lembretes_enviados_tipo" CHECK ("lembretes_enviados"."tipo" in ('aula', 'avaliacao_disponivel'))
);
--> statement-breakpoint
CREATE TABLE "preferencias_email" (
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"recebe" boolean NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferencias_email_usuario_id_tipo_pk" PRIMARY KEY("usuario_id","tipo"),
	CONSTRAINT "preferencias_email_tipo" CHECK ("preferencias_email"."tipo" in ('lembrete_aula', 'avaliacao_disponivel', 'lembrete_avaliacao'))
);
--> statement-breakpoint
ALTER TABLE "lembretes_enviados" ADD CONSTRAINT "lembretes_enviados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembretes_enviados" ADD CONSTRAINT "lembretes_enviados_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_email" ADD CONSTRAINT "preferencias_email_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lembretes_enviados_turma_idx" ON "lembretes_enviados" USING btree ("turma_id","data");
