CREATE TABLE "teste_alternativas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teste_alternativas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questao_id" integer NOT NULL,
	"ordem" smallint NOT NULL,
	"texto" text NOT NULL,
	"correta" boolean DEFAULT false NOT NULL,
	CONSTRAINT "teste_alternativas_ordem_uq" UNIQUE("questao_id","ordem"),
	CONSTRAINT "teste_alternativas_id_questao_uq" UNIQUE("id","questao_id"),
	CONSTRAINT "teste_alternativas_texto_tamanho" CHECK (char_length("teste_alternativas"."texto") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "teste_questoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teste_questoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teste_id" integer NOT NULL,
	"ordem" smallint NOT NULL,
	"tipo" text NOT NULL,
	"enunciado" text NOT NULL,
	"peso" numeric(4, 2) NOT NULL,
	CONSTRAINT "teste_questoes_ordem_uq" UNIQUE("teste_id","ordem"),
	CONSTRAINT "teste_questoes_id_teste_uq" UNIQUE("id","teste_id"),
	CONSTRAINT "teste_questoes_tipo_valido" CHECK ("teste_questoes"."tipo" in ('multipla_escolha', 'dissertativa')),
	CONSTRAINT "teste_questoes_enunciado_tamanho" CHECK (char_length("teste_questoes"."enunciado") between 1 and 2000),
	CONSTRAINT "teste_questoes_peso_valido" CHECK ("teste_questoes"."peso" > 0 and "teste_questoes"."peso" <= 10)
);
--> statement-breakpoint
CREATE TABLE "teste_respostas" (
	"tentativa_id" integer NOT NULL,
	"questao_id" integer NOT NULL,
	"alternativa_id" integer,
	"resposta_texto" text,
	"correta" boolean,
	CONSTRAINT "teste_respostas_pk" PRIMARY KEY("tentativa_id","questao_id"),
	CONSTRAINT "teste_respostas_texto_tamanho" CHECK ("teste_respostas"."resposta_texto" is null or char_length("teste_respostas"."resposta_texto") <= 4000)
);
--> statement-breakpoint
CREATE TABLE "teste_tentativas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teste_tentativas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teste_id" integer NOT NULL,
	"inscricao_id" integer NOT NULL,
	"turma_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"numero" smallint NOT NULL,
	"iniciada_em" timestamp with time zone NOT NULL,
	"prazo" timestamp with time zone,
	"enviada_em" timestamp with time zone,
	"fora_do_prazo" boolean DEFAULT false NOT NULL,
	"nota" numeric(5, 2),
	"aprovado" boolean,
	"acertos" smallint,
	"erradas" smallint,
	"em_branco" smallint,
	CONSTRAINT "teste_tentativas_numero_uq" UNIQUE("teste_id","turma_id","usuario_id","numero"),
	CONSTRAINT "teste_tentativas_numero_valido" CHECK ("teste_tentativas"."numero" between 1 and 50),
	CONSTRAINT "teste_tentativas_nota_valida" CHECK ("teste_tentativas"."nota" is null or "teste_tentativas"."nota" between 0 and 100),
	CONSTRAINT "teste_tentativas_enviada_com_nota" CHECK (("teste_tentativas"."enviada_em" is null and "teste_tentativas"."nota" is null and "teste_tentativas"."aprovado" is null) or ("teste_tentativas"."enviada_em" is not null and "teste_tentativas"."nota" is not null and "teste_tentativas"."aprovado" is not null))
);
--> statement-breakpoint
CREATE TABLE "testes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evento_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"obrigatorio" boolean DEFAULT true NOT NULL,
	"nota_minima" numeric(5, 2) DEFAULT 70 NOT NULL,
	"tentativas_max" smallint DEFAULT 1 NOT NULL,
	"tempo_minutos" smallint,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"publicado_em" timestamp with time zone,
	"criado_por" integer,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testes_status_valido" CHECK ("testes"."status" in ('rascunho', 'publicado')),
	CONSTRAINT "testes_titulo_tamanho" CHECK (char_length("testes"."titulo") between 1 and 200),
	CONSTRAINT "testes_descricao_tamanho" CHECK (char_length("testes"."descricao") <= 2000),
	CONSTRAINT "testes_nota_minima_valida" CHECK ("testes"."nota_minima" between 0 and 100),
	CONSTRAINT "testes_tentativas_validas" CHECK ("testes"."tentativas_max" between 1 and 50),
	CONSTRAINT "testes_tempo_valido" CHECK ("testes"."tempo_minutos" is null or "testes"."tempo_minutos" between 5 and 240),
	CONSTRAINT "testes_publicado_com_data" CHECK ("testes"."status" <> 'publicado' or "testes"."publicado_em" is not null)
);
--> statement-breakpoint
ALTER TABLE "teste_alternativas" ADD CONSTRAINT "teste_alternativas_questao_id_teste_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."teste_questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teste_questoes" ADD CONSTRAINT "teste_questoes_teste_id_testes_id_fk" FOREIGN KEY ("teste_id") REFERENCES "public"."testes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teste_respostas" ADD CONSTRAINT "teste_respostas_tentativa_id_teste_tentativas_id_fk" FOREIGN KEY ("tentativa_id") REFERENCES "public"."teste_tentativas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teste_respostas" ADD CONSTRAINT "teste_respostas_questao_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."teste_questoes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teste_respostas" ADD CONSTRAINT "teste_respostas_alternativa_fk" FOREIGN KEY ("alternativa_id","questao_id") REFERENCES "public"."teste_alternativas"("id","questao_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teste_tentativas" ADD CONSTRAINT "teste_tentativas_teste_id_testes_id_fk" FOREIGN KEY ("teste_id") REFERENCES "public"."testes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teste_tentativas" ADD CONSTRAINT "teste_tentativas_inscricao_fk" FOREIGN KEY ("inscricao_id","turma_id","usuario_id") REFERENCES "public"."inscricoes"("id","turma_id","usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testes" ADD CONSTRAINT "testes_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testes" ADD CONSTRAINT "testes_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teste_alternativas_uma_correta_uq" ON "teste_alternativas" USING btree ("questao_id") WHERE "teste_alternativas"."correta";--> statement-breakpoint
CREATE UNIQUE INDEX "teste_tentativas_uma_aberta_uq" ON "teste_tentativas" USING btree ("teste_id","turma_id","usuario_id") WHERE "teste_tentativas"."enviada_em" is null;--> statement-breakpoint
CREATE INDEX "teste_tentativas_usuario_idx" ON "teste_tentativas" USING btree ("usuario_id","turma_id");--> statement-breakpoint
CREATE UNIQUE INDEX "testes_evento_uq" ON "testes" USING btree ("evento_id");--> statement-breakpoint
-- Teste publicado: as questões e as alternativas não mudam (nem por fora do serviço). Voltar ao rascunho
-- (nova versão) só enquanto ninguém começou uma tentativa.
CREATE FUNCTION "teste_congelado"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_teste integer;
BEGIN
  IF TG_TABLE_NAME = 'teste_questoes' THEN
    v_teste := coalesce(NEW."teste_id", OLD."teste_id");
    IF TG_OP = 'UPDATE' AND NEW."teste_id" <> OLD."teste_id" THEN
      IF EXISTS (SELECT 1 FROM "testes" WHERE "id" = OLD."teste_id" AND "status" = 'publicado') THEN
        RAISE EXCEPTION 'teste publicado: questões não mudam' USING ERRCODE = 'check_violation', CONSTRAINT = 'testes_publicado_congelado';
      END IF;
    END IF;
  ELSE
    SELECT q."teste_id" INTO v_teste FROM "teste_questoes" q WHERE q."id" = coalesce(NEW."questao_id", OLD."questao_id");
  END IF;
  IF v_teste IS NOT NULL AND EXISTS (SELECT 1 FROM "testes" WHERE "id" = v_teste AND "status" = 'publicado') THEN
    RAISE EXCEPTION 'teste publicado: questões não mudam' USING ERRCODE = 'check_violation', CONSTRAINT = 'testes_publicado_congelado';
  END IF;
  RETURN coalesce(NEW, OLD);
END $$;
--> statement-breakpoint
CREATE TRIGGER "teste_questoes_congeladas" BEFORE INSERT OR UPDATE OR DELETE ON "teste_questoes" FOR EACH ROW EXECUTE FUNCTION "teste_congelado"();
--> statement-breakpoint
CREATE TRIGGER "teste_alternativas_congeladas" BEFORE INSERT OR UPDATE OR DELETE ON "teste_alternativas" FOR EACH ROW EXECUTE FUNCTION "teste_congelado"();
--> statement-breakpoint
CREATE FUNCTION "teste_versao_sem_tentativas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'publicado' AND NEW."status" = 'rascunho'
     AND EXISTS (SELECT 1 FROM "teste_tentativas" WHERE "teste_id" = OLD."id") THEN
    RAISE EXCEPTION 'teste com tentativas não volta ao rascunho' USING ERRCODE = 'check_violation', CONSTRAINT = 'testes_nova_versao_sem_tentativas';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "testes_nova_versao" BEFORE UPDATE OF "status" ON "testes" FOR EACH ROW EXECUTE FUNCTION "teste_versao_sem_tentativas"();
