ALTER TABLE "auditoria" ADD COLUMN "ator_nome" text;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "antes" jsonb;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "depois" jsonb;--> statement-breakpoint
CREATE INDEX "auditoria_criado_idx" ON "auditoria" USING btree ("criado_em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_acao_idx" ON "auditoria" USING btree ("acao");--> statement-breakpoint
UPDATE "auditoria" a SET "ator_nome" = u."nome" FROM "usuarios" u WHERE u."id" = a."ator_id";--> statement-breakpoint
UPDATE "auditoria" SET "antes" = "detalhes" -> 'antes', "depois" = "detalhes" -> 'depois', "detalhes" = NULLIF("detalhes" - 'antes' - 'depois', '{}'::jsonb)
  WHERE jsonb_typeof("detalhes") = 'object' AND "detalhes" ? 'antes' AND "detalhes" ? 'depois';--> statement-breakpoint
CREATE FUNCTION "auditoria_somente_insercao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a única mudança aceita: a conta de quem agiu foi apagada (FK com SET NULL); o nome continua em ator_nome
  IF TG_OP = 'UPDATE' AND NEW."ator_id" IS NULL AND OLD."ator_id" IS NOT NULL
     AND (to_jsonb(NEW) - 'ator_id') = (to_jsonb(OLD) - 'ator_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a trilha de auditoria não se altera nem se apaga' USING ERRCODE = 'check_violation', CONSTRAINT = 'auditoria_somente_insercao';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auditoria_somente_insercao" BEFORE UPDATE OR DELETE ON "auditoria" FOR EACH ROW EXECUTE FUNCTION "auditoria_somente_insercao"();
