-- An order's holds (a seat, a coupon use, units of stock) are conditional UPDATEs inside the order's
-- one write statement (apps/server/src/modules/orders/create-order/reserve-holds.ts). When one
-- matches no row, the statement itself must fail, so that the transaction's COMMIT, sent right behind
-- it, rolls the whole order back (spec §5 NO_MORE_SEAT, COUPON_NOT_AVAILABLE, OUT_OF_STOCK). The
-- error names the refused part; SQLSTATE RH001 is Rian's own.
CREATE OR REPLACE FUNCTION rian_refuse_hold(part text) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'RH001', MESSAGE = part;
END
$$;
