-- Databases seeded before migration 0034 have the twelve demo cities without their IBGE code (a new
-- seed writes them): fill the code where the city is the demo's (same name and UF) and has none, and
-- no other city holds that code already.
UPDATE "cities" c SET "ibge_code" = v."code"
FROM (VALUES
  ('São Paulo', 'SP', '3550308'), ('Campinas', 'SP', '3509502'), ('Santos', 'SP', '3548500'),
  ('Rio de Janeiro', 'RJ', '3304557'), ('Niterói', 'RJ', '3303302'), ('Belo Horizonte', 'MG', '3106200'),
  ('Uberlândia', 'MG', '3170206'), ('Curitiba', 'PR', '4106902'), ('Porto Alegre', 'RS', '4314902'),
  ('Salvador', 'BA', '2927408'), ('Recife', 'PE', '2611606'), ('Brasília', 'DF', '5300108')
) AS v("name", "state", "code")
WHERE c."name" = v."name" AND c."state" = v."state" AND c."ibge_code" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "cities" o WHERE o."ibge_code" = v."code");
