-- A statement of a batched transaction that checks what the worker decided from an earlier read:
-- SELECT abastece_guard(<condition>, '<message>') aborts the whole batch when the condition no longer
-- holds (a price changed, a budget filled up meanwhile), so read → decide → write costs two round
-- trips without an interactive transaction. SQLSTATE AB001 marks these refusals for the worker.
CREATE OR REPLACE FUNCTION abastece_guard(ok boolean, message text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION USING ERRCODE = 'AB001', MESSAGE = message;
  END IF;
  RETURN true;
END
$$;
