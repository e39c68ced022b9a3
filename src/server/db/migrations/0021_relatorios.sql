CREATE TABLE "relatorios_salvos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "relatorios_salvos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"assunto" text NOT NULL,
	"definicao" jsonb NOT NULL,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"agenda_frequencia" text,
	"agenda_emails" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"agenda_formato" text DEFAULT 'xlsx' NOT NULL,
	"ultimo_periodo" text,
	"ultimo_envio_em" timestamp with time zone,
	CONSTRAINT "relatorios_salvos_nome" CHECK (char_length("relatorios_salvos"."nome") between 1 and 120),
	CONSTRAINT "relatorios_salvos_frequencia" CHECK ("relatorios_salvos"."agenda_frequencia" is null or "relatorios_salvos"."agenda_frequencia" in ('semanal', 'mensal')),
	CONSTRAINT "relatorios_salvos_formato" CHECK ("relatorios_salvos"."agenda_formato" in ('csv', 'xlsx')),
	CONSTRAINT "relatorios_salvos_emails" CHECK (cardinality("relatorios_salvos"."agenda_emails") <= 20 and ("relatorios_salvos"."agenda_frequencia" is null or cardinality("relatorios_salvos"."agenda_emails") >= 1))
);
--> statement-breakpoint
ALTER TABLE "relatorios_salvos" ADD CONSTRAINT "relatorios_salvos_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relatorios_salvos_agenda_idx" ON "relatorios_salvos" USING btree ("agenda_frequencia");
