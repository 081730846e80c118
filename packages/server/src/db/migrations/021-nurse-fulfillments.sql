-- A nurse's fulfillments (issue 23; requirements.md 3 User.supplies.fulfillments, 2.12 my-supplies): kits
-- sent to her, each a set of supply items she activates by scanning them (requirements.md 4, 5). A
-- fulfillment may name the supply transfer (the packer's work, migration 023) that packed it.
create table fulfillments (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  status text not null check (status in ('shipped', 'delivered', 'activated')),
  supply_transfer_id text,
  created_at timestamptz not null default now(),
  activated_at timestamptz
);
create index fulfillments_user on fulfillments (user_id, created_at desc);

create table fulfillment_items (
  fulfillment_id text not null references fulfillments (id) on delete cascade,
  supply_item_id text not null references supply_items (id) on delete cascade,
  primary key (fulfillment_id, supply_item_id)
);
-- An item is in one fulfillment at most.
create unique index fulfillment_items_item on fulfillment_items (supply_item_id);
