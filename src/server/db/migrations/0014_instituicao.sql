CREATE TABLE "instituicao" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"nome" text NOT NULL,
	"endereco" text NOT NULL,
	"telefone" text NOT NULL,
	"email" text NOT NULL,
	"site" text,
	"horario" text,
	"instagram" text,
	"facebook" text,
	"youtube" text,
	"remetente_nome" text NOT NULL,
	"remetente_email" text NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_por" integer,
	CONSTRAINT "instituicao_linha_unica" CHECK ("instituicao"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "instituicao" ADD CONSTRAINT "instituicao_atualizado_por_usuarios_id_fk" FOREIGN KEY ("atualizado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;