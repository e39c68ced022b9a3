CREATE TABLE "presencas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "presencas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"turma_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"data" date NOT NULL,
	"presente" boolean NOT NULL,
	"metodo" text NOT NULL,
	"registrada_por" integer,
	"registrada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"motivo" text,
	CONSTRAINT "presencas_metodo_valido" CHECK ("presencas"."metodo" in ('qr', 'qr-ao-vivo', 'manual', 'administrador')),
	CONSTRAINT "presencas_motivo_do_administrador" CHECK ("presencas"."metodo" <> 'administrador' or char_length("presencas"."motivo") >= 5)
);
--> statement-breakpoint
CREATE TABLE "presencas_historico" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "presencas_historico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"presenca_id" integer NOT NULL,
	"presente_antes" boolean NOT NULL,
	"metodo_antes" text NOT NULL,
	"registrada_por_antes" integer,
	"registrada_em_antes" timestamp with time zone NOT NULL,
	"presente_depois" boolean NOT NULL,
	"metodo_depois" text NOT NULL,
	"alterada_por" integer NOT NULL,
	"alterada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"motivo" text
);
--> statement-breakpoint
ALTER TABLE "turmas" ADD COLUMN "exige_qr_ao_vivo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "presencas" ADD CONSTRAINT "presencas_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presencas" ADD CONSTRAINT "presencas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presencas" ADD CONSTRAINT "presencas_registrada_por_usuarios_id_fk" FOREIGN KEY ("registrada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presencas_historico" ADD CONSTRAINT "presencas_historico_presenca_id_presencas_id_fk" FOREIGN KEY ("presenca_id") REFERENCES "public"."presencas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presencas_historico" ADD CONSTRAINT "presencas_historico_registrada_por_antes_usuarios_id_fk" FOREIGN KEY ("registrada_por_antes") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presencas_historico" ADD CONSTRAINT "presencas_historico_alterada_por_usuarios_id_fk" FOREIGN KEY ("alterada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presencas_turma_usuario_data_uq" ON "presencas" USING btree ("turma_id","usuario_id","data");--> statement-breakpoint
CREATE INDEX "presencas_usuario_idx" ON "presencas" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "presencas_turma_data_idx" ON "presencas" USING btree ("turma_id","data");--> statement-breakpoint
CREATE INDEX "presencas_historico_presenca_idx" ON "presencas_historico" USING btree ("presenca_id");