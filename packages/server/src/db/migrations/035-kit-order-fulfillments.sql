-- A nurse's kit order becomes her fulfillment when the packer ships it (issue 23, ADR 057): one
-- fulfillment per supply transfer, however often the shipping is retried or raced.
create unique index fulfillments_supply_transfer on fulfillments (supply_transfer_id)
  where supply_transfer_id is not null;
