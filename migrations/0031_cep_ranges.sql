CREATE TABLE "cep_ranges" (
	"first" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	"city_name" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "cep_ranges_bounds" CHECK (0 <= "cep_ranges"."first" and "cep_ranges"."first" <= "cep_ranges"."last" and "cep_ranges"."last" <= 99999999)
);
--> statement-breakpoint
CREATE INDEX "cep_ranges_city_idx" ON "cep_ranges" USING btree ("state","city_name");--> statement-breakpoint
-- The Correios' ranges of the cities the platform starts with (the demo's twelve); a city added later
-- gets its ranges by a migration of its own. A CEP in no range is in no city served.
INSERT INTO "cep_ranges" ("first", "last", "city_name", "state") VALUES
	(1000000, 5999999, 'São Paulo', 'SP'),
	(8000000, 8499999, 'São Paulo', 'SP'),
	(13000000, 13139999, 'Campinas', 'SP'),
	(11000000, 11249999, 'Santos', 'SP'),
	(20000000, 23799999, 'Rio de Janeiro', 'RJ'),
	(24000000, 24399999, 'Niterói', 'RJ'),
	(30000000, 31999999, 'Belo Horizonte', 'MG'),
	(38400000, 38414999, 'Uberlândia', 'MG'),
	(80000000, 82999999, 'Curitiba', 'PR'),
	(90000000, 91999999, 'Porto Alegre', 'RS'),
	(40000000, 42599999, 'Salvador', 'BA'),
	(50000000, 52999999, 'Recife', 'PE'),
	(70000000, 72799999, 'Brasília', 'DF'),
	(73000000, 73699999, 'Brasília', 'DF');
